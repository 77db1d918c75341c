import path from 'node:path';

/** Content-hashed files (name.0123456789.js) never change: cache them for a year. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

/**
 * Manifests, remote entries and the HTML shell point at the hashed files, so they must always be
 * revalidated: that is how a redeployed remote reaches visitors without a shell rebuild.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
