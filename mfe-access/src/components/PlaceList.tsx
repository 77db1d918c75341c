import { Box, List, ListItem, ListItemButton, Typography } from 'shared/mui';
import { useLocale, useTranslation } from 'shared';
import { ZONES } from '../content/venue';
import { VENUE_MAP_COPY } from '../content/venueMap';
import { PLACES, placeLabel, type Place } from '../wayfinding/places';
import { kindName } from './PlaceCard';

/** Every place of the map as text, grouped by zone: the map's equivalent, and a way to choose by keyboard. */
export function PlaceList({ selected, onSelect }: { selected?: Place; onSelect: (place: Place) => void }) {
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  return (
    <Box component="section" aria-labelledby="place-list-heading" sx={{ mt: 4 }}>
      <Typography id="place-list-heading" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {copy.listHeading}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 3 }}>
        {ZONES.map((zone) => (
          <Box key={zone.id}>
            <Typography variant="h3" id={`zone-${zone.id}`} sx={{ fontSize: '1.15rem', mb: 1 }}>
              {zone.name[locale]}
            </Typography>
            <List dense aria-labelledby={`zone-${zone.id}`} disablePadding>
              {PLACES.filter((place) => place.zone === zone.id).map((place) => (
                <ListItem key={place.id} disablePadding>
                  <ListItemButton
                    selected={place.id === selected?.id}
                    aria-current={place.id === selected?.id ? 'true' : undefined}
                    onClick={() => onSelect(place)}
                    sx={{ minHeight: 32, py: 0.25 }}
                  >
                    {placeLabel(place, locale)}
                    {!place.facility && (
                      <Box component="span" sx={{ color: 'text.secondary', marginInlineStart: 1, fontSize: '0.85em' }}>
                        {kindName(place, locale, copy)}
                      </Box>
                    )}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
