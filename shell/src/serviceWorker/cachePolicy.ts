/**
 * What the service worker keeps, and for how long: one place for its caches, timeouts and the rules
 * for which answers may be kept (sw.ts applies them; docs/offline.md explains them).
 */

/** The worker's runtime caches (Workbox's precache, the shell's own files, is another). */
export const CACHES = {
  /** Pages visited: the server's rendered HTML, network-first. */
  pages: 'expo-pages',
  /** The registry, each remote's manifests and remoteEntry.js: revalidated on every use (network-first). */
  remoteEntries: 'expo-remote-entries',
  /** Remotes' content-hashed files: never change, so cache-first. */
  remoteFiles: 'expo-remote-files',
  /** API answers SPEC allows to be stale (print-on-demand products), for a bounded time. */
  api: 'expo-api',
  /** The worker's own notes (the remote builds it holds). */
  state: 'expo-worker-state',
} as const;

/** How long a page, the registry or a manifest waits for the network before the saved copy is used. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The API answers kept for offline use, and how long: SPEC shows print-on-demand products when they loaded; stale for a day is fine. */
export const CACHED_API = { paths: ['/api/gelato/products'], maxAgeSeconds: 24 * 60 * 60, maxEntries: 4 };

/** The shell's page with an empty root, rendered by the browser: what a page not saved on this device opens as. */
export const APP_SHELL_URL = '/index.html';

/**
 * The mark (a <meta name> in the head) of a page the worker answered without the network: a saved
 * copy or the shell's own page. The page then says it is offline (navigator.onLine alone is true on a
 * phone that has a network but no working connection, as on a crowded expo ground).
 */
export const OFFLINE_COPY_META = 'expo-offline-copy';

/** A content-hashed file (name.0123456789.js): its URL names its bytes. */
export const isHashedFile = (pathname: string) => /\.[0-9a-f]{10}\.(js|css|woff2?|png|jpe?g|svg|webp)$/.test(pathname);

/** The registry, a remote's manifest (current or pinned), its entry or a release's recorded hashes: they change with each deploy. */
export const isRemoteEntryFile = (pathname: string) =>
  pathname === '/remotes.json' ||
  /\/mf-manifest(\.[0-9a-f]+)?\.json$|\/remoteEntry\.js$|^\/release-integrity\/.+\.json$/.test(pathname);

/**
 * Whether an answer may be kept: a complete 200 from this site or a CORS-readable remote. Never an
 * error (a 404 or 5xx would be served as if it were the page), a redirect, or an opaque answer
 * (its status cannot be read, and it would fill the storage quota with padding).
 */
export function mayKeep(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.type === 'basic' || response.type === 'cors' || response.type === 'default') &&
    !response.redirected
  );
}
