import { useCallback, useSyncExternalStore } from 'react';
import { JUNCTIONS, MAP_GEO, SITE_FENCE, type JunctionId } from '../content/venue';
import { VENUE_NETWORK } from './places';
import { nearestJunction, type Point } from './geometry';

// Where the visitor said they are, kept on the device so the finder still knows it on the next visit
// (and offline). Only a junction id is kept; anything else found there is ignored, never trusted.

const STORAGE_KEY = 'expo-guide:where-am-i';

const isJunction = (value: unknown): value is JunctionId =>
  typeof value === 'string' && Object.hasOwn(JUNCTIONS, value);

/** The choice made on this page, which holds even where storage is refused (a private window). */
let chosenOnThisPage: { junction: JunctionId | undefined } | undefined;

function readKept(): JunctionId | undefined {
  if (chosenOnThisPage) return chosenOnThisPage.junction;
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isJunction(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function keep(junction: JunctionId | undefined) {
  chosenOnThisPage = { junction };
  try {
    if (junction) window.localStorage.setItem(STORAGE_KEY, junction);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused: the choice holds for this page only (chosenOnThisPage).
  }
}

/** Who re-reads the kept junction when it changes: this page's finders, and other tabs' (the storage event). */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromAnotherTab = () => {
    chosenOnThisPage = undefined;
    listener();
  };
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

/** The visitor's junction as kept on the device; none while hydrating, as the server cannot know it. */
export function useWhereAmI(): [JunctionId | undefined, (junction: JunctionId | undefined) => void] {
  const here = useSyncExternalStore(subscribe, readKept, () => undefined);
  const set = useCallback((junction: JunctionId | undefined) => {
    keep(junction);
    for (const listener of listeners) listener();
  }, []);
  return [here, set];
}

/** A position on the Earth as a point on the map, or undefined when it is outside the site's fence. */
export function pointOnSite({ latitude, longitude }: { latitude: number; longitude: number }): Point | undefined {
  const point = {
    x: (longitude - MAP_GEO.northWest.longitude) * MAP_GEO.metresPerDegree.longitude,
    y: (MAP_GEO.northWest.latitude - latitude) * MAP_GEO.metresPerDegree.latitude,
  };
  const inside =
    point.x >= SITE_FENCE.x &&
    point.x <= SITE_FENCE.x + SITE_FENCE.width &&
    point.y >= SITE_FENCE.y &&
    point.y <= SITE_FENCE.y + SITE_FENCE.height;
  return inside ? point : undefined;
}

export const junctionAt = (point: Point) => nearestJunction(VENUE_NETWORK, point);
