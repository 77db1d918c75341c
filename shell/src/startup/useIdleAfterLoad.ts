import { startTransition, useEffect, useState } from 'react';
import { DEFERRED_WORK_MARK } from './deferredWorkMark';

/** Longest wait for an idle moment after load, so the whole page is in the DOM within a couple of seconds even on a busy phone. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * True once the page has loaded and the browser then has an idle moment: the time to fetch what the
 * first paint did not need (Home's section widgets), without competing with it.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const becomeIdle = () => {
      if (performance.getEntriesByName(DEFERRED_WORK_MARK).length === 0) performance.mark(DEFERRED_WORK_MARK);
      startTransition(() => setIdle(true));
    };
    const waitForIdle = () => {
      if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(becomeIdle, 200);
    };
    if (document.readyState === 'complete') waitForIdle();
    else window.addEventListener('load', waitForIdle, { once: true });
    return () => {
      window.removeEventListener('load', waitForIdle);
      if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  return idle;
}
