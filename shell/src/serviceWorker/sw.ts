/**
 * The site's service worker (Workbox, built by its webpack plugin's InjectManifest): the shell's
 * files precached with each shell build, and the remotes read from the registry at run time, since
 * a remote deploys on its own schedule and no shell build knows its files. What is kept and for how
 * long is cachePolicy.ts; docs/offline.md explains it.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  isPagePath,
  buildFolder,
  buildVersionOf,
  pinnedManifestUrl,
  releaseFileOf,
  releaseIntegrityUrl,
  remoteBuildFiles,
  type RemoteManifest,
} from 'shared/site';
import { parseRegistry, REGISTRY_URL } from '../federation/runtime/registry';
import {
  APP_SHELL_URL,
  CACHED_API,
  CACHES,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_COPY_META,
  isHashedFile,
  isRemoteEntryFile,
  mayKeep,
} from './cachePolicy';
import type { BuildsReply, PageToWorkerMessage, RemoteBuilds } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | PrecacheEntry> };

/** Where the worker notes the remote builds it holds. */
const HELD_BUILDS_KEY = '/__expo-worker/held-builds.json';
/** Pages kept for offline reading, the most recently visited first out last. */
const MAX_SAVED_PAGES = 80;

const onlyKeepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null),
};
const matchOptions: CacheQueryOptions = { ignoreVary: true };

// A new worker waits until the page's "A new version is available" is answered (SKIP_WAITING), never
// swapping code under the visitor; the first one takes the open page at once, so it works offline.
clientsClaim();
self.addEventListener('activate', (event) =>
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve()),
);

// Pages before the precache: '/' is a rendered page, not the precached index.html.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isPagePath(url.pathname),
  pageResponse,
);

precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(
  ({ url }) => isRemoteEntryFile(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.remoteEntries,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyKeepable],
    matchOptions,
  }),
);
registerRoute(
  ({ url }) => isHashedFile(url.pathname),
  new CacheFirst({ cacheName: CACHES.remoteFiles, plugins: [onlyKeepable], matchOptions }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && CACHED_API.paths.includes(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      onlyKeepable,
      new ExpirationPlugin({ maxAgeSeconds: CACHED_API.maxAgeSeconds, maxEntries: CACHED_API.maxEntries }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorkerMessage | { type?: string } | null;
  const reply = (answer: BuildsReply) => event.ports[0]?.postMessage(answer);
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'REFRESH_REMOTES')
    event.waitUntil(
      refreshRemotes()
        .catch(async () => ({ builds: await heldBuilds(), partial: true }))
        .then(reply),
    );
  else if (message?.type === 'HELD_BUILDS') event.waitUntil(heldBuilds().then((builds) => reply({ builds })));
});

/**
 * A page: the network's answer when it comes within the timeout (and kept, if it is a page to keep);
 * else the copy saved on an earlier visit; else the shell's own page, which renders the route in the
 * browser from the remotes held here. A failing server (5xx) counts as no network; a 404 is the answer.
 */
async function pageResponse({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  const pages = await caches.open(CACHES.pages);
  const saved = () => pages.match(request, matchOptions);
  const offlinePage = async () => {
    const copy = (await saved()) ?? (await matchPrecache(APP_SHELL_URL));
    return copy ? markedOffline(copy) : Response.error();
  };
  const fromNetwork = (async () => {
    const response = (await fetchEvent.preloadResponse) ?? (await fetch(request));
    if (mayKeep(response) && response.headers.get('content-type')?.startsWith('text/html'))
      fetchEvent.waitUntil(keepPage(pages, request, response.clone()));
    return response;
  })();
  // The network may answer after the timeout: the page is still kept for next time.
  fetchEvent.waitUntil(
    fromNetwork.then(
      () => undefined,
      () => undefined,
    ),
  );
  try {
    const timedOut = new Promise<undefined>((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_SECONDS * 1000));
    const response = await Promise.race([fromNetwork, timedOut]);
    if (!response) {
      const copy = await saved();
      return copy ? markedOffline(copy) : await fromNetwork;
    }
    return response.status >= 500 ? offlinePage() : response;
  } catch {
    return offlinePage();
  }
}

/** A page answered without the network, marked as such for the page (OFFLINE_COPY_META). */
async function markedOffline(copy: Response): Promise<Response> {
  const html = (await copy.text()).replace(/<head>/i, `<head><meta name="${OFFLINE_COPY_META}" content="">`);
  const headers = new Headers(copy.headers);
  // The body is decoded, and its length changed.
  ['content-encoding', 'content-length', 'etag'].forEach((name) => headers.delete(name));
  return new Response(html, { status: 200, headers });
}

async function keepPage(pages: Cache, request: Request, response: Response) {
  await pages.delete(request, matchOptions);
  await pages.put(request, response);
  const keys = await pages.keys();
  // Keys come in the order they were put: the oldest visits go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_SAVED_PAGES)).map((key) => pages.delete(key)));
}

let refreshing: Promise<BuildsReply> | undefined;

/** One refresh at a time: every page asking meanwhile gets the same answer. */
function refreshRemotes(): Promise<BuildsReply> {
  refreshing ??= holdCurrentRemotes().finally(() => (refreshing = undefined));
  return refreshing;
}

/**
 * Reads the registry and every remote's manifest from the network, and holds what each current build
 * needs (entry, exposed chunks, manifests) for offline use. Then drops what no current build needs:
 * a redeploy's old files. A remote that cannot be reached now keeps what was held for it.
 */
async function holdCurrentRemotes(): Promise<BuildsReply> {
  const [entries, files] = await Promise.all([caches.open(CACHES.remoteEntries), caches.open(CACHES.remoteFiles)]);
  const registryResponse = await fetch(REGISTRY_URL, { cache: 'no-cache' });
  if (!mayKeep(registryResponse)) throw new Error(`the registry answered ${registryResponse.status}`);
  const registry = parseRegistry(await registryResponse.clone().json(), self.location.href);
  await entries.put(REGISTRY_URL, registryResponse);

  const builds: RemoteBuilds = {};
  const needed = new Set([new URL(REGISTRY_URL, self.location.href).href]);
  const unreachable: string[] = [];
  const previous = await heldBuilds();
  await Promise.all(
    Object.entries(registry).map(async ([remote, manifestUrl]) => {
      try {
        const response = await fetch(manifestUrl, { cache: 'no-cache', mode: 'cors' });
        if (!mayKeep(response)) throw new Error(`HTTP ${response.status}`);
        const manifest = (await response.clone().json()) as RemoteManifest;
        const version = buildVersionOf(manifest);
        // The build's files first, its manifest last: a manifest is held only with everything it names.
        // A published release's recorded hashes too: the page loads nothing of it without them.
        const release = releaseFileOf(manifestUrl);
        const buildFiles = [
          ...(version ? [pinnedManifestUrl(manifestUrl, version)] : []),
          ...(release ? [new URL(releaseIntegrityUrl(release.remote, release.release), self.location.href).href] : []),
          ...remoteBuildFiles(manifest, manifestUrl),
        ];
        [manifestUrl, ...buildFiles].forEach((url) => needed.add(url));
        // A content-hashed file held already is that file; the others are fetched again for a new build.
        const isNewBuild = version !== previous[remote];
        await Promise.all(
          buildFiles.map((url) =>
            isHashedFile(new URL(url).pathname) ? hold(files, url, false) : hold(entries, url, isNewBuild),
          ),
        );
        await entries.put(manifestUrl, response);
        if (version) builds[remote] = version;
      } catch {
        unreachable.push(buildFolder(manifestUrl));
        if (previous[remote]) builds[remote] = previous[remote];
      }
    }),
  );
  const stillNeeded = (url: string) => needed.has(url) || unreachable.some((folder) => url.startsWith(folder));
  for (const cache of [entries, files]) {
    const keys = await cache.keys();
    await Promise.all(keys.filter((key) => !stillNeeded(key.url)).map((key) => cache.delete(key)));
  }
  const state = await caches.open(CACHES.state);
  await state.put(
    HELD_BUILDS_KEY,
    new Response(JSON.stringify(builds), { headers: { 'Content-Type': 'application/json' } }),
  );
  return { builds, partial: unreachable.length > 0 };
}

/** Fetches `url` into `cache` unless it is held already (and `refetch` is false). A failure leaves what was there. */
async function hold(cache: Cache, url: string, refetch: boolean) {
  if (!refetch && (await cache.match(url, matchOptions))) return;
  const response = await fetch(url, { cache: 'no-cache', mode: 'cors' });
  if (mayKeep(response)) await cache.put(url, response);
  else throw new Error(`${url}: HTTP ${response.status}`);
}

/** The remote builds held for offline use (none before the first refresh). */
async function heldBuilds(): Promise<RemoteBuilds> {
  const held = await (await caches.open(CACHES.state)).match(HELD_BUILDS_KEY);
  return held ? ((await held.json()) as RemoteBuilds) : {};
}
