import { Box, Button, FormControl, InputLabel, NativeSelect, Typography } from 'shared/mui';
import { Link as RouterLink, useSearchParams } from 'shared/router';
import { PageFrame, clockTimeText, useLocale, useTranslation } from 'shared';
import {
  ACCESS_FEATURES,
  PAVILIONS,
  PAVILION_THEMES,
  pavilionLink,
  type AccessFeature,
  type Pavilion,
  type PavilionTheme,
} from '../content/pavilions';
import { PAVILION_DESCRIPTIONS } from '../content/pavilionDescriptions';
import { ZONES, type ZoneId } from '../content/venue';
import { PAVILION_COPY, VENUE_MAP_COPY } from '../content/venueMap';
import { zoneOf } from '../wayfinding/places';
import { SensoryRating } from '../components/SensoryRating';

interface Filters {
  zone: ZoneId | '';
  theme: PavilionTheme | '';
  access: AccessFeature | '';
}
const NO_FILTERS: Filters = { zone: '', theme: '', access: '' };

/** Each filter's values; anything else in the address (a mistyped or old link) means no filter. */
const FILTER_VALUES: { [K in keyof Filters]: readonly string[] } = {
  zone: ZONES.map((zone) => zone.id),
  theme: PAVILION_THEMES,
  access: ACCESS_FEATURES,
};
const FILTER_NAMES = Object.keys(NO_FILTERS) as Array<keyof Filters>;

/** The filters in the page's address (`?zone=…&theme=…&access=…`), so a filtered list is a link, and works without JavaScript. */
function filtersIn(params: URLSearchParams): Filters {
  const valueOf = (name: keyof Filters) => {
    const values = params.getAll(name);
    return values.length === 1 && FILTER_VALUES[name].includes(values[0]) ? values[0] : '';
  };
  return { zone: valueOf('zone'), theme: valueOf('theme'), access: valueOf('access') } as Filters;
}

const matches = (pavilion: Pavilion, { zone, theme, access }: Filters) =>
  (!zone || pavilion.zone === zone) &&
  (!theme || pavilion.theme === theme) &&
  (!access || pavilion.access.includes(access));

// Forty cards of plain elements styled once from the list, not a styled MUI component each (a card,
// its typography, a chip per feature): hydrating the list costs a slow phone little (docs/venue.md).
const CARD_LIST_STYLES = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  '& > li': {
    // The browser lays out and paints only the cards near the screen: forty of them, in Arabic
    // script especially, were much of the page's main-thread work at load. The placeholder is a
    // height only (contain-intrinsic-size's one length would be the width too, wider than a phone).
    contentVisibility: 'auto',
    containIntrinsicBlockSize: 'auto 320px',
    p: 2,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
  },
  '& h2': { typography: 'h2', fontSize: '1.25rem', m: 0, mb: 0.5 },
  '& h2 a': { color: 'primary.main' },
  '& p': { typography: 'body1', m: 0, mb: 1 },
  '& p[data-secondary], & p[data-small]': { typography: 'body2' },
  '& p[data-secondary]': { color: 'text.secondary' },
  '& > li > ul': { listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 },
  '& > li > ul > li': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    px: 1,
    borderRadius: 3,
    bgcolor: 'action.selected',
    fontSize: '0.8125rem',
  },
} as const;

/** /pavilions: every pavilion, filtered by zone, theme and accessibility, each with its sensory rating. */
export function PavilionsPage() {
  const copy = useTranslation(PAVILION_COPY);
  const mapCopy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersIn(params);
  const setFilters = (next: Filters) =>
    setParams(
      FILTER_NAMES.flatMap((name): Array<[string, string]> => (next[name] ? [[name, next[name]]] : [])),
      { replace: true },
    );
  const shown = PAVILIONS.filter((pavilion) => matches(pavilion, filters));
  const select = <K extends keyof Filters>(key: K, label: string, options: Array<[Filters[K], string]>) => (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel variant="standard" htmlFor={`pavilion-filter-${key}`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={`pavilion-filter-${key}`}
        name={key}
        value={filters[key]}
        // The address as it is now, not as this render read it: choices in quick succession each keep the last.
        onChange={(event) =>
          setFilters({ ...filtersIn(new URLSearchParams(window.location.search)), [key]: event.target.value })
        }
      >
        <option value="">{copy.any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
  return (
    <PageFrame title={copy.listTitle} intro={copy.listIntro} meta={{ description: copy.listDescription }}>
      <Box
        component="form"
        role="search"
        aria-label={copy.listTitle}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 3, mb: 2 }}
        // Without JavaScript the form asks for the filtered page (a GET of this address); with it, each choice applies at once.
        method="get"
        onSubmit={(event) => event.preventDefault()}
      >
        {select(
          'zone',
          copy.zoneFilter,
          ZONES.map((zone) => [zone.id, zone.name[locale]]),
        )}
        {select(
          'theme',
          copy.themeFilter,
          PAVILION_THEMES.map((theme) => [theme, copy.themes[theme]]),
        )}
        {select(
          'access',
          copy.accessFilter,
          ACCESS_FEATURES.map((feature) => [feature, copy.access[feature]]),
        )}
        <Button type="submit" variant="outlined" size="small">
          {copy.showFiltered}
        </Button>
      </Box>
      <Typography role="status" sx={{ mb: 2 }}>
        {copy.count(shown.length, PAVILIONS.length)}
      </Typography>
      {shown.length === 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>{copy.noneMatch}</Typography>
          <Button variant="outlined" onClick={() => setFilters(NO_FILTERS)}>
            {copy.clearFilters}
          </Button>
        </Box>
      )}
      <Box component="ul" sx={CARD_LIST_STYLES}>
        {shown.map((pavilion) => (
          <li key={pavilion.slug}>
            <h2>
              <RouterLink to={pavilionLink(pavilion.slug)}>{pavilion.name[locale]}</RouterLink>
            </h2>
            <p data-secondary="">
              {`${pavilion.kind === 'country' ? copy.country : copy.themed} · ${copy.themes[pavilion.theme]} · ${zoneOf(pavilion.zone).name[locale]}`}
            </p>
            <p>{PAVILION_DESCRIPTIONS[pavilion.slug][locale]}</p>
            <p data-small="">
              {`${mapCopy.hoursLabel}: ${mapCopy.hours(clockTimeText(pavilion.hours.opens, locale), clockTimeText(pavilion.hours.closes, locale))}`}
            </p>
            <ul>
              {pavilion.access.map((feature) => (
                <li key={feature}>{copy.access[feature]}</li>
              ))}
            </ul>
            <SensoryRating pavilion={pavilion} />
          </li>
        ))}
      </Box>
    </PageFrame>
  );
}
