import { hash53 } from '../telemetry/hash53';

/**
 * Which visitors' pages were recorded in the current window: whether a visitor's page on a route,
 * with the registry it was served, was recorded already. A fixed table of slots (a hash of the
 * visitor id and the route: its low bits pick the slot, and its other bits, the window and the
 * registry object must match there), so the check on every page a canary's visitors get is one
 * hash and three reads of fixed memory rather than a map holding every visitor. Two pages meeting in one slot only make the later
 * one recorded again, which the telemetry store counts once anyway.
 */
export function recentPages(slots = 1 << 16) {
  if (!Number.isInteger(Math.log2(slots))) throw new Error('recentPages: slots must be a power of two');
  const mask = slots - 1;
  const fingerprints = new Float64Array(slots).fill(-1);
  const windows = new Float64Array(slots).fill(-1);
  const registries: (object | undefined)[] = new Array<object | undefined>(slots).fill(undefined);
  return {
    /** Whether this page was seen in `window` already; if not, it is from now on. */
    seen(visitorId: string, route: string, window: number, registry: object): boolean {
      // One 53-bit hash of the page: its low bits pick the slot, the rest are what must match there.
      const hash = hash53(`${visitorId} ${route}`);
      const slot = hash & mask;
      const fingerprint = Math.floor(hash / slots);
      if (fingerprints[slot] === fingerprint && windows[slot] === window && registries[slot] === registry) return true;
      fingerprints[slot] = fingerprint;
      windows[slot] = window;
      registries[slot] = registry;
      return false;
    },
  };
}
