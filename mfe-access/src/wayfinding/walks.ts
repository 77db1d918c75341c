import type { Locale } from 'shared';
import type { FacilityKind, JunctionId } from '../content/venue';
import { PLACES, VENUE_NETWORK, type Place } from './places';
import { findNearest, findRoute, type Route, type RouteOptions } from './routeFinder';
import { writeRoute, type WrittenRoute } from './routeSteps';

// A walk on the venue's paths, found and written in words. The venue page loads this module when the
// visitor first asks the way (its own chunk, held by the service worker for offline use), so the route
// finder is not in the page's first load.

/** A walk found: where to, the way in words, and the junctions walked through (drawn on the map). */
export interface Walk {
  destination: Place;
  written: WrittenRoute;
  junctions: JunctionId[];
}

const walkOf = (route: Route<JunctionId>, destination: Place, locale: Locale): Walk => ({
  destination,
  written: writeRoute(route, destination, locale),
  junctions: route.junctions,
});

/** Whether a walk may end at `place`: step-free, only where a wheelchair user can reach and use it. */
const usable = (place: Place, { stepFree = false }: RouteOptions) => !stepFree || place.accessible;

/** The walk from a junction to a place; undefined when there is none (or none step-free). */
export function walkTo(from: JunctionId, destination: Place, options: RouteOptions, locale: Locale): Walk | undefined {
  const route = usable(destination, options) && findRoute(VENUE_NETWORK, from, destination.junction, options);
  return route ? walkOf(route, destination, locale) : undefined;
}

/**
 * The walk to the nearest facility of a kind, on foot along the paths; undefined when none can be
 * reached (step-free: none a wheelchair user can reach and use).
 */
export function walkToNearest(
  from: JunctionId,
  kind: FacilityKind,
  options: RouteOptions,
  locale: Locale,
): Walk | undefined {
  const candidates = PLACES.filter((place) => place.kind === kind && usable(place, options));
  const nearest = findNearest(VENUE_NETWORK, from, candidates, options);
  return nearest && walkOf(nearest.route, nearest.candidate, locale);
}
