import path from 'node:path';

/** Content-hashed files (name.0123456789.js) never change: cache them for a year. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

/**
 * The self-hosted fonts and the app's icons keep fixed names (the pages' CSS and the web app manifests
 * name them), and change only with a shell release: a day in the cache, so the next pages and visits
 * use them without asking the server again.
 */
const FIXED_NAME_MEDIA = /[\\/](fonts|icons)[\\/][^\\/]+\.(woff2|png)$/;

/**
 * Manifests, remote entries and the HTML shell point at the hashed files, so they must always be
 * revalidated: that is how a redeployed remote reaches visitors without a shell rebuild.
 */
export function cacheControlFor(filePath: string): string {
  // A build's compressed copy (main.0123456789.js.br) is the file it compresses, as far as caching goes.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  if (FIXED_NAME_MEDIA.test(filePath)) return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * Headers of every static file the site server sends: its caching, and Vary, since a script may be
 * sent as the build's brotli or gzip copy or as it is, by the request's Accept-Encoding.
 */
export function setStaticFileHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  res.setHeader('Vary', 'Accept-Encoding');
}
