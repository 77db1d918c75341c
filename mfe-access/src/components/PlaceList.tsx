import { Box, Typography } from 'shared/mui';
import { useLocale, useTranslation } from 'shared';
import { ZONES } from '../content/venue';
import { VENUE_MAP_COPY } from '../content/venueMap';
import { PLACES, placeLabel, type Place } from '../wayfinding/places';
import { kindName } from './PlaceCard';
import { placeItemId } from './focusTargets';

// Over a hundred places: plain lists and buttons styled once from the section's root, not a styled
// MUI component each, so hydrating the list costs a slow phone little (docs/venue.md).
const LIST_STYLES = {
  mt: 4,
  '& ul': { listStyle: 'none', m: 0, p: 0 },
  '& button': {
    display: 'block',
    width: '100%',
    minHeight: 32,
    px: 2,
    py: 0.25,
    border: 0,
    borderRadius: 1,
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'start',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
    '&[aria-current="true"]': { bgcolor: 'action.selected', fontWeight: 700 },
  },
  // The browser lays out and paints only the zones near the screen (the list is below the map). The
  // placeholder is a height only: contain-intrinsic-size's one length would be the width too, wider than a phone.
  '& [data-zone]': { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 640px' },
  '& [data-kind]': { color: 'text.secondary', fontSize: '0.85em' },
} as const;

/** Every place of the map as text, grouped by zone: the map's equivalent, and a way to choose by keyboard. */
export function PlaceList({ selected, onSelect }: { selected?: Place; onSelect: (place: Place) => void }) {
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  return (
    <Box component="section" aria-labelledby="place-list-heading" sx={LIST_STYLES}>
      <Typography id="place-list-heading" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        {copy.listHeading}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 3 }}>
        {ZONES.map((zone) => (
          <div key={zone.id} data-zone={zone.id}>
            <Typography variant="h3" id={`zone-${zone.id}`} sx={{ fontSize: '1.15rem', mb: 1 }}>
              {zone.name[locale]}
            </Typography>
            <ul aria-labelledby={`zone-${zone.id}`}>
              {PLACES.filter((place) => place.zone === zone.id).map((place) => (
                <li key={place.id}>
                  <button
                    id={placeItemId(place.id)}
                    type="button"
                    aria-current={place.id === selected?.id ? 'true' : undefined}
                    onClick={() => onSelect(place)}
                  >
                    {placeLabel(place, locale)}
                    {/* A space, not a margin: the name's last letter keeps its final form, and a screen reader says two words. */}
                    {!place.facility && (
                      <>
                        {' '}
                        <span data-kind="">{kindName(place, locale, copy)}</span>
                      </>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Box>
    </Box>
  );
}
