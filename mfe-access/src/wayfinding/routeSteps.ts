import type { Locale } from 'shared';
import { ROUTE_STEP_COPY, type Compass, type Turn, type WalkLength } from '../content/venueMap';
import { JUNCTIONS, WALKING_METRES_PER_MINUTE, type JunctionId } from '../content/venue';
import { PLACES, formatMetres, placeInSentence, roundedMetres, type Place } from './places';
import { distanceBetween } from './geometry';
import type { Route } from './routeFinder';

// A route written as a visitor walks it: straight stretches merged, each with its length, what it
// passes and the turn at its end ("Walk 120 m, past the Japan pavilion, then turn left.").

/** Headings closer than this are one straight stretch. */
const STRAIGHT_DEGREES = 20;

interface Leg {
  metres: number;
  heading: { x: number; y: number };
  end: JunctionId;
}

function legsOf(junctions: JunctionId[]): Leg[] {
  const legs: Leg[] = [];
  for (let i = 1; i < junctions.length; i++) {
    const from = JUNCTIONS[junctions[i - 1]];
    const to = JUNCTIONS[junctions[i]];
    const heading = { x: to.x - from.x, y: to.y - from.y };
    const metres = distanceBetween(from, to);
    const last = legs[legs.length - 1];
    if (last && angleBetween(last.heading, heading) < STRAIGHT_DEGREES) {
      last.metres += metres;
      last.end = junctions[i];
    } else legs.push({ metres, heading, end: junctions[i] });
  }
  return legs;
}

const angleBetween = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs((Math.atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y) * 180) / Math.PI);

/** On the map, y grows southwards: a clockwise turn (a positive cross product) is to the right. */
const turnBetween = (a: Leg, b: Leg): Turn =>
  a.heading.x * b.heading.y - a.heading.y * b.heading.x > 0 ? 'right' : 'left';

const compassOf = ({ x, y }: { x: number; y: number }): Compass =>
  Math.abs(x) > Math.abs(y) ? (x > 0 ? 'east' : 'west') : y > 0 ? 'south' : 'north';

/** What a stretch passes: the pavilion or landmark at its end (not a facility, which is small). */
const passedAt = (junction: JunctionId, destination: Place) =>
  PLACES.find((place) => place.junction === junction && !place.facility && place.id !== destination.id);

export interface WrittenRoute extends WalkLength {
  steps: string[];
}

export function writeRoute(route: Route<JunctionId>, destination: Place, locale: Locale): WrittenRoute {
  const copy = ROUTE_STEP_COPY[locale];
  const to = placeInSentence(destination, locale);
  const legs = legsOf(route.junctions);
  const steps = legs.length
    ? legs.map((leg, i) => {
        const last = i === legs.length - 1;
        const past = last ? undefined : passedAt(leg.end, destination);
        return copy.step({
          first: i === 0,
          compass: compassOf(leg.heading),
          distance: formatMetres(leg.metres, locale),
          past: past && placeInSentence(past, locale),
          turn: last ? undefined : turnBetween(leg, legs[i + 1]),
          destination: last ? to : undefined,
        });
      })
    : [copy.alreadyThere(to)];
  return {
    steps,
    metres: roundedMetres(route.metres),
    distance: formatMetres(route.metres, locale),
    minutes: Math.max(1, Math.round(route.metres / WALKING_METRES_PER_MINUTE)),
  };
}
