import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControl,
  InputLabel,
  Link,
  NativeSelect,
  Typography,
} from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
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

const matches = (pavilion: Pavilion, { zone, theme, access }: Filters) =>
  (!zone || pavilion.zone === zone) &&
  (!theme || pavilion.theme === theme) &&
  (!access || pavilion.access.includes(access));

/** /pavilions: every pavilion, filtered by zone, theme and accessibility, each with its sensory rating. */
export function PavilionsPage() {
  const copy = useTranslation(PAVILION_COPY);
  const mapCopy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const shown = PAVILIONS.filter((pavilion) => matches(pavilion, filters));
  const select = <K extends keyof Filters>(key: K, label: string, options: Array<[Filters[K], string]>) => (
    <FormControl sx={{ minWidth: 200 }}>
      <InputLabel variant="standard" htmlFor={`pavilion-filter-${key}`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={`pavilion-filter-${key}`}
        value={filters[key]}
        onChange={(event) => setFilters({ ...filters, [key]: event.target.value })}
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
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}
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
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {shown.map((pavilion) => (
          <Box component="li" key={pavilion.slug}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                  <Link component={RouterLink} to={pavilionLink(pavilion.slug)}>
                    {pavilion.name[locale]}
                  </Link>
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {`${pavilion.kind === 'country' ? copy.country : copy.themed} · ${copy.themes[pavilion.theme]} · ${zoneOf(pavilion.zone).name[locale]}`}
                </Typography>
                <Typography sx={{ mb: 1 }}>{PAVILION_DESCRIPTIONS[pavilion.slug][locale]}</Typography>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {`${mapCopy.hoursLabel}: ${mapCopy.hours(clockTimeText(pavilion.hours.opens, locale), clockTimeText(pavilion.hours.closes, locale))}`}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
                  {pavilion.access.map((feature) => (
                    <Chip key={feature} size="small" label={copy.access[feature]} />
                  ))}
                </Box>
                <SensoryRating pavilion={pavilion} />
              </CardContent>
            </Card>
          </Box>
        ))}
      </Box>
    </PageFrame>
  );
}
