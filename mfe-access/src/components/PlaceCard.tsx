import { useEffect, useRef } from 'react';
import { Box, Button, Card, CardContent, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { clockTimeText, useLocale, useTranslation } from 'shared';
import { FACILITY_KIND_NAMES, type Hours } from '../content/venue';
import { VENUE_MAP_COPY, type ChosenFrom, type VenueMapCopy } from '../content/venueMap';
import { placeLabel, zoneOf, type Place } from '../wayfinding/places';
import type { Locale } from 'shared';
import { SensoryRating } from './SensoryRating';
import { SITE_MAP_ID, placeItemId } from './focusTargets';

export const kindName = (place: Place, locale: Locale, copy: VenueMapCopy) =>
  place.facility
    ? FACILITY_KIND_NAMES[place.facility.kind][locale]
    : copy.kinds[place.kind as keyof VenueMapCopy['kinds']];

export const hoursText = (hours: Hours, locale: Locale, copy: VenueMapCopy) =>
  hours === 'allDay'
    ? copy.openAllDay
    : copy.hours(clockTimeText(hours.opens, locale), clockTimeText(hours.closes, locale));

/** Focus back where the place was chosen: its button in the list, or the map. */
const focusWhereChosen = (place: Place, chosenFrom: ChosenFrom) =>
  document.getElementById(chosenFrom === 'list' ? placeItemId(place.id) : SITE_MAP_ID)?.focus();

/**
 * The chosen place: what it is, where, when it opens, how accessible; its page; the way there.
 * Chosen by the visitor in the list or on the map (`chosenFrom`), it takes focus on its heading, so it
 * is shown and read out where it is (the list is far below it), and offers the way back there.
 */
export function PlaceCard({
  place,
  chosenFrom,
  onRoute,
  onClose,
}: {
  place: Place;
  chosenFrom?: ChosenFrom;
  onRoute?: () => void;
  onClose: () => void;
}) {
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (chosenFrom) heading.current?.focus();
  }, [place.id, chosenFrom]);
  const facts: Array<[string, string]> = [
    [copy.kindLabel, kindName(place, locale, copy)],
    [copy.zoneLabel, zoneOf(place.zone).name[locale]],
    [copy.hoursLabel, hoursText(place.hours, locale, copy)],
    [copy.accessLabel, place.accessible ? copy.stepFreeAccess : copy.notStepFree],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="place-card-title" sx={{ my: 2 }}>
      <CardContent>
        <Typography ref={heading} tabIndex={-1} id="place-card-title" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {placeLabel(place, locale)}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {facts.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 700 }}>
                {term}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        {place.pavilion && (
          <Box sx={{ mt: 1 }}>
            <SensoryRating pavilion={place.pavilion} />
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {onRoute && (
            <Button variant="contained" onClick={onRoute}>
              {copy.routeFromHere}
            </Button>
          )}
          {place.link && (
            <Button component={RouterLink} to={place.link} variant="outlined">
              {copy.openPage}
            </Button>
          )}
          {chosenFrom && (
            <Button variant="outlined" onClick={() => focusWhereChosen(place, chosenFrom)}>
              {copy.backTo[chosenFrom]}
            </Button>
          )}
          <Button
            onClick={() => {
              if (chosenFrom) focusWhereChosen(place, chosenFrom);
              onClose();
            }}
          >
            {copy.close}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
