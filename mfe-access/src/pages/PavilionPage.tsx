import { useState } from 'react';
import { Box, Chip, Link, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import { NotFoundInSection, PageFrame, clockTimeText, useLocale, useTranslation } from 'shared';
import { EXPO_EVENT_NAMES, touristAttractionJsonLd } from 'shared/site';
import { findPavilion, pavilionLink, type Pavilion } from '../content/pavilions';
import { PAVILION_DESCRIPTIONS } from '../content/pavilionDescriptions';
import { PAVILION_COPY, VENUE_MAP_COPY } from '../content/venueMap';
import { SensoryRating } from '../components/SensoryRating';
import { SiteMap, centredOn, WHOLE_SITE, type MapView } from '../components/SiteMap';
import { VENUE_MAP_LINK } from '../content/access';
import { placeById, zoneOf } from '../wayfinding/places';
import { walkTo } from '../wayfinding/walks';
import { junctionAt, useWhereAmI } from '../wayfinding/whereAmI';

const LIST_LINK = '/pavilions';

/** /pavilions/{slug}: a pavilion, its place on the map and the way there from where the visitor is. */
export function PavilionPage() {
  const copy = useTranslation(PAVILION_COPY);
  const pavilion = findPavilion(useParams().slug);
  if (!pavilion)
    return (
      <NotFoundInSection
        title={copy.notFound.title}
        message={copy.notFound.message}
        backLabel={copy.backToList}
        backTo={LIST_LINK}
      />
    );
  return <PavilionDetails pavilion={pavilion} />;
}

function PavilionDetails({ pavilion }: { pavilion: Pavilion }) {
  const copy = useTranslation(PAVILION_COPY);
  const mapCopy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  const place = placeById(`pavilion-${pavilion.slug}`)!;
  const [view, setView] = useState<MapView>(() => centredOn(WHOLE_SITE, place.position));
  const [here, setHere] = useWhereAmI();
  const name = pavilion.name[locale];
  const description = PAVILION_DESCRIPTIONS[pavilion.slug][locale];
  const hours = mapCopy.hours(
    clockTimeText(pavilion.hours.opens, locale),
    clockTimeText(pavilion.hours.closes, locale),
  );
  const walk = here && walkTo(here, place, {}, locale);
  const written = walk?.written;
  return (
    <PageFrame
      title={name}
      intro={`${pavilion.kind === 'country' ? copy.country : copy.themed} · ${copy.themes[pavilion.theme]} · ${zoneOf(pavilion.zone).name[locale]}`}
      back={{ to: LIST_LINK, label: copy.backToList }}
      meta={{
        description,
        jsonLd: [
          touristAttractionJsonLd({
            name,
            description,
            url: pavilionLink(pavilion.slug),
            containedInPlace: EXPO_EVENT_NAMES[locale].venue,
            openingHours: `Mo-Su ${pavilion.hours.opens}-${pavilion.hours.closes}`,
          }),
        ],
      }}
    >
      <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>{description}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, mb: 2 }}
      >
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {mapCopy.hoursLabel}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {hours}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {mapCopy.accessLabel}
        </Box>
        <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {pavilion.access.map((feature) => (
            <Chip key={feature} size="small" label={copy.access[feature]} />
          ))}
        </Box>
      </Box>
      <SensoryRating pavilion={pavilion} />
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 4, mb: 1 }}>
        {copy.onTheMap}
      </Typography>
      <SiteMap
        page="pavilion"
        view={view}
        onViewChange={setView}
        selected={place}
        onSelect={() => {}}
        here={here}
        onTap={(point) => setHere(junctionAt(point))}
        route={walk?.junctions}
      />
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mt: 4, mb: 1 }}>
        {copy.routeHeading}
      </Typography>
      {written ? (
        <>
          <Typography sx={{ mb: 1 }}>{mapCopy.nearestResult(name, written)}</Typography>
          <ol data-testid="route-steps">
            {written.steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </>
      ) : (
        <Typography>
          {copy.routeNeedsStart}{' '}
          <Link component={RouterLink} to={VENUE_MAP_LINK}>
            {mapCopy.mapHeading}
          </Link>
        </Typography>
      )}
    </PageFrame>
  );
}
