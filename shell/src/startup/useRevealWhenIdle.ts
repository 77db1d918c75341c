import { startTransition, useEffect, useState } from 'react';
import { DEFERRED_WORK_DONE_MARK, markDeferredWorkStart } from './startupMarks';
import { nextIdle, pageLoaded } from './whenIdle';

/** One sequence per list of parts for the page's lifetime: coming back to a page does not load its parts again. */
const sequences = new WeakMap<ReadonlyArray<() => Promise<void>>, Array<Promise<void>>>();

/**
 * Browser only. Loads deferred parts of a page the browser renders itself (Home's section widgets) one at a time, starting
 * once the page has loaded and the browser is idle: each part's code is loaded, then an idle
 * moment of its own lets it render, so the work after the first paint comes in short tasks rather
 * than one long one. Returns, for each part, when it may render.
 */
function idleSequence(loaders: ReadonlyArray<() => Promise<void>>): Array<Promise<void>> {
  const known = sequences.get(loaders);
  if (known) return known;
  const releases: Array<() => void> = [];
  const ready = loaders.map(() => new Promise<void>((resolve) => releases.push(resolve)));
  sequences.set(loaders, ready);
  void (async () => {
    await pageLoaded();
    await nextIdle();
    markDeferredWorkStart();
    for (let index = 0; index < loaders.length; index++) {
      await loaders[index]();
      await nextIdle();
      releases[index]();
      await nextIdle();
    }
    if (performance.getEntriesByName(DEFERRED_WORK_DONE_MARK).length === 0) performance.mark(DEFERRED_WORK_DONE_MARK);
  })();
  return ready;
}

/** How many of the parts may render now: they follow idleSequence (when `enabled`; else none). */
export function useRevealWhenIdle(loaders: ReadonlyArray<() => Promise<void>>, enabled = true): number {
  const [revealed, setRevealed] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    idleSequence(loaders).forEach((ready, index) =>
      ready.then(() => {
        if (!cancelled) startTransition(() => setRevealed((count) => Math.max(count, index + 1)));
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [loaders, enabled]);

  return revealed;
}
