import { Box, Typography } from 'shared/mui';
import { useLocale, useTranslation } from 'shared';
import type { PlaceSelector } from '../content/venue';
import { VENUE_MAP_COPY } from '../content/venueMap';
import { placeLabel, placesWhere } from '../wayfinding/places';
import { hoursText } from './PlaceCard';

/** Where on the site something is, as text: each place named by what is beside it, its hours, and if it has stairs. */
export function SitePlaces({ label, where }: { label: string; where: PlaceSelector }) {
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Box component="ul" sx={{ pl: 3, m: 0 }}>
        {placesWhere(where).map((place) => (
          <li key={place.id}>
            {placeLabel(place, locale)}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              {hoursText(place.hours, locale, copy)}
              {!place.accessible && ` · ${copy.notStepFree}`}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
