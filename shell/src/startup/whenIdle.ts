/** Browser only: moments after the first load when work no longer competes with the page. */

/** Longest wait for an idle moment, so deferred parts are in the DOM within a couple of seconds even on a busy phone. */
const IDLE_TIMEOUT_MS = 1000;

/** Resolves at the browser's next idle moment (or after a short timeout where there is no idle callback). */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  });
}

/**
 * Resolves once the browser has painted the frame in progress: work a tap starts from here stays out
 * of the tap's own frame, so the tap's feedback is on screen first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves once the document is parsed (DOMContentLoaded): the whole page's HTML is in the DOM. */
export function pageParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
