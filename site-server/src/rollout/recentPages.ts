import { hash53 } from 'site-contract/telemetry/hash53';

/** Slots a hash may use: four adjacent ones, which sit in one cache line of each table. */
const WAYS = 4;

/**
 * Which visitors' pages were recorded in the current window: whether a visitor's page on a route,
 * with the registry it was served, was recorded already. A fixed table of slots in sets of four (a
 * hash of the visitor id and the route: its low bits pick the set, and its other bits, the window and
 * the registry object must match in one of its slots), so the check on every page a canary's visitors
 * get is one hash and a few reads of fixed memory rather than a map holding every visitor. Pages whose
 * hashes meet in one set are all remembered while it has room; a page that finds no slot only makes
 * the page it replaces recorded again, which the telemetry store counts once anyway.
 */
export function recentPages(slots = 1 << 16) {
  if (!Number.isInteger(Math.log2(slots)) || slots < WAYS)
    throw new Error(`recentPages: slots must be a power of two, at least ${WAYS}`);
  const sets = slots / WAYS;
  const fingerprints = new Float64Array(slots).fill(-1);
  const windows = new Float64Array(slots).fill(-1);
  const registries: (object | undefined)[] = new Array<object | undefined>(slots).fill(undefined);
  return {
    /** Whether this page was seen in `window` already; if not, it is from now on. */
    seen(visitorId: string, route: string, window: number, registry: object): boolean {
      // One 53-bit hash of the page: its low bits pick the set, the rest are what must match there.
      const hash = hash53(`${visitorId} ${route}`);
      const first = (hash & (sets - 1)) * WAYS;
      const fingerprint = Math.floor(hash / sets);
      let own = -1;
      let stale = -1;
      for (let slot = first; slot < first + WAYS; slot++) {
        if (fingerprints[slot] === fingerprint) {
          if (windows[slot] === window && registries[slot] === registry) return true;
          own = slot; // this page's slot, from another window or registry
        } else if (stale === -1 && windows[slot] !== window) stale = slot;
      }
      // This page's own slot, else one holding an older window, else one picked by the fingerprint's low bits.
      const slot = own !== -1 ? own : stale !== -1 ? stale : first + (fingerprint % WAYS);
      fingerprints[slot] = fingerprint;
      windows[slot] = window;
      registries[slot] = registry;
      return false;
    },
  };
}
