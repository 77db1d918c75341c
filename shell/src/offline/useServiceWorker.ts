import { useEffect } from 'react';
import { nextIdle, pageLoaded } from '../startup/whenIdle';
import { markDeferredWorkStart } from '../startup/startupMarks';

/**
 * Registers the service worker once the page has loaded and the browser is idle, from a chunk of its
 * own, so a first visit is not slowed by it. Production builds only: a dev server's files change on
 * every save, and a worker holding them would serve stale code.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    void (async () => {
      await pageLoaded();
      await nextIdle();
      markDeferredWorkStart();
      const { registerServiceWorker } = await import(
        /* webpackChunkName: "service-worker-registration" */ './registerServiceWorker'
      );
      await registerServiceWorker();
    })().catch((error: unknown) =>
      console.warn('[offline] the service worker could not be registered; the site works online only', error),
    );
  }, []);
}
