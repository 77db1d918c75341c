/**
 * Where a published release's files are served, and how their integrity reaches the browser and the
 * render process. A release is immutable, so the SHA-384 of each of its files, recorded when it was
 * published, is the only copy of it that is trusted: the files themselves may sit behind a CDN.
 */

/** Where the site server serves a release's files: `/releases/<remote>/<release>/files/<path>`. */
export const RELEASES_PREFIX = '/releases/';

/** A release's browser manifest: `/releases/mfe-shop/<release>/files/mf-manifest.json`. */
export const releaseManifestUrl = (remote: string, release: string) =>
  `${RELEASES_PREFIX}${remote}/${release}/files/mf-manifest.json`;

/** Where the site server itself answers a release's recorded hashes (never a CDN: they are what files are checked against). */
export const releaseIntegrityUrl = (remote: string, release: string) => `/release-integrity/${remote}/${release}.json`;

/** A release's recorded hashes: each file's path in the release → its Subresource Integrity (`sha384-…`). */
export type ReleaseIntegrity = Record<string, string>;

export interface ReleaseFile {
  /** The section's package ('mfe-shop'). */
  remote: string;
  release: string;
  /** The file's path inside the release ('remoteEntry.js', 'server/__federation_expose_routes.js'). */
  path: string;
}

/**
 * A release's id, as a section team names it when it publishes: a letter or digit, then up to 63
 * letters, digits, `.`, `_` or `-` (a version, a date, a commit). The one definition: every check of
 * an id tests RELEASE_ID, and a pattern that finds ids in URLs is built on RELEASE_ID_PATTERN.
 */
export const RELEASE_ID_PATTERN = '[A-Za-z0-9][A-Za-z0-9._-]{0,63}';
export const RELEASE_ID = new RegExp(`^${RELEASE_ID_PATTERN}$`);

const RELEASE_FILE_PATH = new RegExp(`/releases/(mfe-[a-z]+)/(${RELEASE_ID_PATTERN})/files/([^?#]+)`);

/** The release file a URL (on any origin) names, or undefined for any other file (a build the platform deployed itself). */
export function releaseFileOf(url: string): ReleaseFile | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'https://site.invalid/').pathname;
  } catch {
    return undefined;
  }
  const match = RELEASE_FILE_PATH.exec(pathname);
  if (!match) return undefined;
  return { remote: match[1], release: match[2], path: decodeURIComponent(match[3]) };
}

const RELEASE_INTEGRITY_PATH = new RegExp(`^/release-integrity/(mfe-[a-z]+)/(${RELEASE_ID_PATTERN})\\.json$`);

/** The release whose recorded hashes a path asks for (`/release-integrity/<remote>/<release>.json`), or undefined. */
export function releaseOfIntegrityPath(pathname: string): Pick<ReleaseFile, 'remote' | 'release'> | undefined {
  const match = RELEASE_INTEGRITY_PATH.exec(pathname);
  return match ? { remote: match[1], release: match[2] } : undefined;
}

/**
 * A well-formed hash no file has: what a release file with no recorded hash is loaded with, so the
 * browser refuses it (an `integrity` it cannot parse would let it through).
 */
export const NO_RECORDED_HASH = `sha384-${'A'.repeat(64)}`;

/**
 * The global function through which a remote's own chunk loader (built by shared/build's
 * ReleaseIntegrityPlugin) asks the shell for a chunk's integrity.
 */
export const RELEASE_INTEGRITY_GLOBAL = '__expoReleaseIntegrity';
