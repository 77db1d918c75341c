import { useSyncExternalStore } from 'react';

// The minute a page shows the time of day for. The server writes the minute it rendered into the HTML
// (RENDERED_FOR_ATTRIBUTE), and the browser hydrates with that same minute, so the HTML and the first
// render agree even when the page was served from the service worker's copy of an earlier day; the
// browser then moves on to its own clock, and onward each minute.

export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';
const MINUTE_MS = 60_000;

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * Each quarter of a minute, and at once when the page is seen again: a phone's browser slows or stops
 * the timers of a tab in the background, and a page restored from its back-forward cache starts them late.
 */
function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE_MS / 4);
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('pageshow', onChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

/** The minute in the server's HTML, while hydrating it; on the server, its own. */
function renderedMinute(): number {
  if (typeof document === 'undefined') return currentMinute();
  const stamp = Number(document.querySelector(`[${RENDERED_FOR_ATTRIBUTE}]`)?.getAttribute(RENDERED_FOR_ATTRIBUTE));
  return Number.isFinite(stamp) && stamp > 0 ? stamp : currentMinute();
}

/** The current minute (ms since the epoch, whole minutes): put it in RENDERED_FOR_ATTRIBUTE on the element that shows it. */
export const useRenderedMinute = (): number => useSyncExternalStore(subscribe, currentMinute, renderedMinute);
