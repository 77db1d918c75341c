/**
 * Which visitors' pages were recorded in the current window: whether a visitor's page on a route,
 * with the registry it was served, was recorded already. A fixed table of slots (one hash of the
 * visitor id and the route picks the slot; a second hash, the window and the registry object must
 * match), so the check on every page a canary's visitors get is two hashes and three reads of fixed
 * memory rather than a map holding every visitor. Two pages meeting in one slot only make the later
 * one recorded again, which the telemetry store counts once anyway.
 */
export function recentPages(slots = 1 << 16) {
  if (!Number.isInteger(Math.log2(slots))) throw new Error('recentPages: slots must be a power of two');
  const mask = slots - 1;
  const fingerprints = new Int32Array(slots);
  const windows = new Float64Array(slots).fill(-1);
  const registries: (object | undefined)[] = new Array<object | undefined>(slots).fill(undefined);
  return {
    /** Whether this page was seen in `window` already; if not, it is from now on. */
    seen(visitorId: string, route: string, window: number, registry: object): boolean {
      // Two 32-bit multiplicative hashes in one pass (FNV-1a's prime and MurmurHash2's), each spread by MurmurHash3's finaliser.
      let slotHash = 0x811c9dc5;
      let fingerprint = 0x9747b28c;
      for (let index = 0; index < visitorId.length; index++) {
        const char = visitorId.charCodeAt(index);
        slotHash = Math.imul(slotHash ^ char, 0x01000193);
        fingerprint = Math.imul(fingerprint ^ char, 0x5bd1e995);
      }
      slotHash = Math.imul(slotHash ^ 0x20, 0x01000193); // a space between the id and the route
      for (let index = 0; index < route.length; index++) {
        const char = route.charCodeAt(index);
        slotHash = Math.imul(slotHash ^ char, 0x01000193);
        fingerprint = Math.imul(fingerprint ^ char, 0x5bd1e995);
      }
      slotHash = Math.imul(slotHash ^ (slotHash >>> 16), 0x85ebca6b);
      slotHash = Math.imul(slotHash ^ (slotHash >>> 13), 0xc2b2ae35);
      fingerprint = Math.imul(fingerprint ^ (fingerprint >>> 16), 0x85ebca6b);
      fingerprint = Math.imul(fingerprint ^ (fingerprint >>> 13), 0xc2b2ae35);
      fingerprint ^= fingerprint >>> 16;
      const slot = (slotHash ^ (slotHash >>> 16)) & mask;
      if (fingerprints[slot] === fingerprint && windows[slot] === window && registries[slot] === registry) return true;
      fingerprints[slot] = fingerprint;
      windows[slot] = window;
      registries[slot] = registry;
      return false;
    },
  };
}
