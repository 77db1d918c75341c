import { Workbox } from 'workbox-window';
import {
  changedRemotes,
  pinnedVersions,
  type BuildsReply,
  type PageToWorkerMessage,
  type RemoteBuilds,
} from '../serviceWorker/messages';
import { readPageState } from '../federation/runtime/readPageState';
import { useSiteUpdates } from './siteUpdates';
import { OFFLINE_READY_MARK } from '../startup/startupMarks';

export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open page asks whether the site has a new version, besides coming back online or to the tab. */
const CHECK_EVERY_MS = 10 * 60 * 1000;
/**
 * When a check could not reach everything (the connection is back in name before it is in fact, or
 * the server blinked), it is made again after these waits, then left to the next trigger.
 */
export const RECHECK_AFTER_MS = [2_000, 5_000, 15_000];

const ask = async (workbox: Workbox, message: PageToWorkerMessage) => (await workbox.messageSW(message)) as BuildsReply;

/**
 * Browser only, loaded once the page is idle (it is not part of the first load). Registers the
 * service worker and offers "A new version is available" when either the shell has a new build
 * (a new worker is waiting) or a remote the page runs was redeployed (the worker's refresh of the
 * registry says so). The worker holds the remotes' current builds for offline use on each check.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  // A new shell build: its worker waits until the visitor reloads, then takes over and the page reloads with it.
  workbox.addEventListener('waiting', () =>
    useSiteUpdates.getState().offer(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  await workbox.register();

  // The builds this page runs: those it was rendered with, or (a page the browser rendered from what the worker holds) those held.
  const pinned = pinnedVersions(readPageState()?.pinnedBuilds ?? {});
  let mine: RemoteBuilds | undefined = Object.keys(pinned).length > 0 ? pinned : undefined;
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const check = async (attempt = 0, justRegistered = false) => {
    clearTimeout(recheck);
    if (!navigator.onLine) return;
    let complete = false;
    try {
      // Registering has just fetched the worker's script: asking again then would queue a check behind
      // the install that answers from before it, and a later ask joined to that one would learn nothing.
      if (!justRegistered) await workbox.update();
      mine ??= (await ask(workbox, { type: 'HELD_BUILDS' })).builds;
      const current = await ask(workbox, { type: 'REFRESH_REMOTES' });
      if (changedRemotes(mine, current.builds).length > 0)
        return useSiteUpdates.getState().offer(() => window.location.reload());
      complete = !current.partial;
    } catch (error) {
      console.warn('[offline] could not check for a new version', error);
    }
    if (!complete && attempt < RECHECK_AFTER_MS.length)
      recheck = setTimeout(() => void check(attempt + 1), RECHECK_AFTER_MS[attempt]);
  };
  await check(0, true);
  // Ready for offline once the worker holds the remotes and answers this page's requests (it claims the page on activation).
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller)
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  performance.mark(OFFLINE_READY_MARK);
  window.addEventListener('online', () => void check());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void check());
  setInterval(() => void check(), CHECK_EVERY_MS);
}
