/** The performance mark a page sets when its deferred work starts, so `npm run size` can tell the first load from what follows it. */
export const DEFERRED_WORK_MARK = 'expo:deferred-work';

/** The mark set once every deferred part has loaded and been let render (tests wait for it before using those parts). */
export const DEFERRED_WORK_DONE_MARK = 'expo:deferred-work-done';

/** The mark set once the page has hydrated (or rendered) and its effects have run: the header, router and shortcuts answer input from here on. */
export const APP_INTERACTIVE_MARK = 'expo:interactive';

/** The mark set once telemetry's collector has started and, on a section's route, observes the web vitals (shell/src/telemetry/). */
export const TELEMETRY_READY_MARK = 'expo:telemetry-ready';

/** The mark set once the service worker holds the current remotes: the site opens offline from here on. */
export const OFFLINE_READY_MARK = 'expo:offline-ready';

/** Marks the start of the page's deferred work, once per page (whichever deferred part starts first). */
export function markDeferredWorkStart() {
  if (performance.getEntriesByName(DEFERRED_WORK_MARK).length === 0) performance.mark(DEFERRED_WORK_MARK);
}

/** Resolves once the performance mark `name` is set (at once if it already is). */
export function whenMarked(name: string): Promise<void> {
  if (performance.getEntriesByName(name, 'mark').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName(name, 'mark').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark', buffered: true });
  });
}
