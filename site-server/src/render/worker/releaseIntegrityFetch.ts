import { LRUCache } from 'lru-cache';
import { releaseFileOf, releaseIntegrityUrl, type ReleaseFile, type ReleaseIntegrity } from 'shared/site';
import { subresourceIntegrity } from 'site-contract/releases/subresourceIntegrity';

/** A release file refused before it could run: its bytes are not the ones recorded when it was published. */
export class ReleaseIntegrityError extends Error {
  constructor(
    readonly file: ReleaseFile,
    readonly reason: string,
  ) {
    super(`${file.remote} ${file.release}: ${file.path} ${reason}; it is not run`);
    this.name = 'ReleaseIntegrityError';
  }
}

/** Releases whose recorded hashes the process keeps (each a few kilobytes; a release never changes). */
const RELEASES_KEPT = 200;

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * `fetch` for the render process, where Module Federation's Node runtime fetches a remote's entry and
 * chunks to run them: a file of a published release is checked against the SHA-384 recorded at
 * publication (asked of the site server, `hashesOf`) before anything gets its bytes. A changed file,
 * or one with no recorded hash, is refused (fail closed) and reported; the section that needed it is
 * then unavailable and the rest of the page renders. Other URLs pass through.
 */
export function releaseIntegrityFetch(
  fetchFile: typeof fetch,
  hashesOf: (integrityUrl: string) => Promise<ReleaseIntegrity>,
  onRefused: (error: ReleaseIntegrityError) => void,
): typeof fetch {
  const known = new LRUCache<string, ReleaseIntegrity>({ max: RELEASES_KEPT });
  const recorded = async ({ remote, release }: ReleaseFile) => {
    const url = releaseIntegrityUrl(remote, release);
    const cached = known.get(url);
    if (cached) return cached;
    // No hashes to be had (no such release, or the site server did not answer): nothing of it is trusted.
    const hashes = await hashesOf(url).catch((): ReleaseIntegrity => ({}));
    if (Object.keys(hashes).length > 0) known.set(url, hashes);
    return hashes;
  };
  return async (input, init) => {
    const file = releaseFileOf(urlOf(input));
    if (!file) return fetchFile(input, init);
    const [hashes, response] = await Promise.all([recorded(file), fetchFile(input, init)]);
    if (!response.ok) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const expected = hashes[file.path];
    const refused = !expected
      ? new ReleaseIntegrityError(file, 'has no recorded hash')
      : subresourceIntegrity(bytes) !== expected
        ? new ReleaseIntegrityError(file, 'differs from the file published')
        : undefined;
    if (refused) {
      onRefused(refused);
      throw refused;
    }
    return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
