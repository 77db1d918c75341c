import { startTransition, useEffect, useState } from 'react';
import { DEFERRED_WORK_MARK } from './deferredWorkMark';

/** Longest wait for an idle moment, so deferred parts are in the DOM within a couple of seconds even on a busy phone. */
const IDLE_TIMEOUT_MS = 1000;

/** Resolves at the browser's next idle moment (or after a short timeout where there is no idle callback). */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  });
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Reveals deferred parts of a page (Home's section widgets) one at a time, starting once the page
 * has loaded and the browser is idle: each part's code is loaded first, then it renders in an idle
 * moment of its own, so the work after the first paint comes in short tasks rather than one long one.
 * Returns how many parts may render.
 */
export function useRevealWhenIdle(loaders: ReadonlyArray<() => Promise<void>>): number {
  const [revealed, setRevealed] = useState(0);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await pageLoaded();
      await nextIdle();
      if (cancelled) return;
      if (performance.getEntriesByName(DEFERRED_WORK_MARK).length === 0) performance.mark(DEFERRED_WORK_MARK);
      for (let index = 0; index < loaders.length; index++) {
        await loaders[index]();
        await nextIdle();
        if (cancelled) return;
        startTransition(() => setRevealed(index + 1));
        await nextIdle();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [loaders]);

  return revealed;
}
