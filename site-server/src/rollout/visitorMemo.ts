/**
 * What is worked out once per visitor id (its buckets, its hashed key), kept for at most `max`
 * visitors: a Map forgotten whole when full. On the page route of every request while a canary runs,
 * where an LRU's bookkeeping on each read cost more than the hashes it saves.
 */
export function visitorMemo<T>(max: number, make: (visitorId: string) => T): (visitorId: string) => T {
  let known = new Map<string, T>();
  return (visitorId) => {
    let value = known.get(visitorId);
    if (value === undefined) {
      if (known.size >= max) known = new Map();
      known.set(visitorId, (value = make(visitorId)));
    }
    return value;
  };
}
