import { useId, useState } from 'react';
import { Alert, Box, Button, FormControl, InputLabel, NativeSelect, Stack, Typography } from 'shared/mui';
import { Checkbox, FormControlLabel } from 'shared/mui-widgets/checkbox';
import { useLocale, useTranslation } from 'shared';
import { FACILITY_KINDS, FACILITY_KIND_NAMES, type FacilityKind, type JunctionId } from '../content/venue';
import { VENUE_MAP_COPY } from '../content/venueMap';
import { PLACES, STARTING_PLACES, placeInSentence, placeLabel } from '../wayfinding/places';
import type { Walk } from '../wayfinding/walks';
import { junctionAt, pointOnSite } from '../wayfinding/whereAmI';

export type LocationStatus = 'idle' | 'locating' | 'outside' | 'denied' | 'unavailable' | 'found';

/**
 * What the last search found: a walk to a place, that none could be found (the kind or place asked
 * for), or that the route finder itself could not be loaded (no signal, and not held offline yet).
 */
export type FoundRoute = Walk | { unreachable: { name: string; stepFree: boolean } } | { failed: true };

export interface WayFinderProps {
  here?: JunctionId;
  onHere: (junction: JunctionId | undefined) => void;
  stepFree: boolean;
  onStepFree: (stepFree: boolean) => void;
  onFindNearest: (kind: FacilityKind) => void;
  found?: FoundRoute;
  /** Nothing could be searched: the visitor has not said where they are. */
  needsStart: boolean;
}

/** "Where am I" (a place from the list, a tap on the map, or the browser's location when asked) and "Find the nearest". */
export function WayFinder({ here, onHere, stepFree, onStepFree, onFindNearest, found, needsStart }: WayFinderProps) {
  const copy = useTranslation(VENUE_MAP_COPY);
  const { locale } = useLocale();
  const ids = useId();
  const [kind, setKind] = useState<FacilityKind>('drinking-water');
  const [status, setStatus] = useState<LocationStatus>('idle');
  const herePlace = here && PLACES.find((place) => place.junction === here && !place.facility);

  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus('unavailable');
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const point = pointOnSite(coords);
        if (!point) return setStatus('outside');
        setStatus('found');
        onHere(junctionAt(point));
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      // A fresh fix: the visitor asks because they have moved.
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  };

  const statusText: Partial<Record<LocationStatus, string>> = {
    locating: copy.locating,
    outside: copy.outsideSite,
    denied: copy.locationDenied,
    unavailable: copy.locationUnavailable,
  };
  const startingValue = STARTING_PLACES.find((place) => place.junction === here)?.id ?? '';

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, my: 3 }}>
      <Box component="section" aria-labelledby={`${ids}-where`}>
        <Typography id={`${ids}-where`} variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {copy.whereAmIHeading}
        </Typography>
        <FormControl fullWidth sx={{ mb: 1 }}>
          <InputLabel variant="standard" htmlFor={`${ids}-start`} shrink>
            {copy.whereAmILabel}
          </InputLabel>
          <NativeSelect
            id={`${ids}-start`}
            value={startingValue}
            onChange={(event) => {
              const place = STARTING_PLACES.find((each) => each.id === event.target.value);
              setStatus('idle');
              onHere(place?.junction);
            }}
          >
            <option value="">{copy.whereAmIPlaceholder}</option>
            {STARTING_PLACES.map((place) => (
              <option key={place.id} value={place.id}>
                {placeLabel(place, locale)}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <Typography variant="body2" color="text.secondary">
          {copy.tapHint}
        </Typography>
        <Button variant="outlined" onClick={locate} sx={{ mt: 1 }} disabled={status === 'locating'}>
          {copy.useMyLocation}
        </Button>
        <Box role="status" aria-live="polite" data-testid="where-am-i-status" sx={{ mt: 1, minHeight: 24 }}>
          {statusText[status] ?? (herePlace ? copy.youAreAt(placeInSentence(herePlace, locale)) : here ? copy.you : '')}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={`${ids}-find`}>
        <Typography id={`${ids}-find`} variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {copy.findHeading}
        </Typography>
        <Stack
          component="form"
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            onFindNearest(kind);
          }}
        >
          <FormControl fullWidth>
            <InputLabel variant="standard" htmlFor={`${ids}-kind`} shrink>
              {copy.findLabel}
            </InputLabel>
            <NativeSelect
              id={`${ids}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as FacilityKind)}
            >
              {FACILITY_KINDS.map((each) => (
                <option key={each} value={each}>
                  {FACILITY_KIND_NAMES[each][locale]}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          <FormControlLabel
            control={<Checkbox checked={stepFree} onChange={(event) => onStepFree(event.target.checked)} />}
            label={copy.stepFreeOnly}
          />
          <Box>
            <Button type="submit" variant="contained">
              {copy.find}
            </Button>
          </Box>
        </Stack>
      </Box>

      <Box
        component="section"
        aria-live="polite"
        aria-labelledby={found && 'written' in found ? `${ids}-route` : undefined}
        sx={{ gridColumn: { md: '1 / -1' } }}
      >
        {needsStart && <Alert severity="info">{copy.chooseStartFirst}</Alert>}
        {found && 'unreachable' in found && (
          <Alert severity="warning">
            {found.unreachable.stepFree
              ? copy.unreachableStepFree(found.unreachable.name)
              : copy.unreachable(found.unreachable.name)}
          </Alert>
        )}
        {found && 'failed' in found && <Alert severity="error">{copy.routeFinderFailed}</Alert>}
        {found && 'written' in found && (
          <>
            <Typography id={`${ids}-route`} variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
              {copy.routeTo(placeLabel(found.destination, locale))}
            </Typography>
            <Typography sx={{ mb: 1 }}>
              {copy.nearestResult(placeLabel(found.destination, locale), found.written)}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {copy.stepsHeading}
            </Typography>
            <ol data-testid="route-steps">
              {found.written.steps.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          </>
        )}
      </Box>
    </Box>
  );
}
