import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import { type ReleaseIntegrity, sectionNamed } from 'shared/site';
import type { ReleaseReader, StoredReleaseFile } from 'site-contract/releases/releaseStore';
import type { RegistryRevision } from 'site-contract/registry/revisionStore';

/** The most bytes of release files an instance keeps in memory: the live releases of every remote many times over. */
export const RELEASE_FILE_CACHE_BYTES = 64 * 1024 * 1024;

/** Releases whose recorded hashes an instance keeps (a few kilobytes each; a release never changes). */
const RELEASES_KEPT = 500;

type CachedFile = StoredReleaseFile & { body: Buffer; size: number };

/**
 * The releases' files as an instance serves them: read from the store once and kept in memory, and
 * each live release read in whole as soon as a revision makes it live (`warm`). A release never
 * changes, so nothing kept goes stale; and while the store cannot be read (the data folder or the
 * object store unreachable), the live releases are still served from here, to browsers and to the
 * render process alike. Only a ready release's files are served, and only those its record lists.
 */
export function createReleaseFileCache(
  store: ReleaseReader,
  {
    maxBytes = RELEASE_FILE_CACHE_BYTES,
    onError = () => undefined,
  }: { maxBytes?: number; onError?: (error: unknown, what: string) => void } = {},
) {
  const files = new LRUCache<string, CachedFile>({
    maxSize: maxBytes,
    sizeCalculation: (file) => Math.max(1, file.size),
  });
  const hashes = new LRUCache<string, ReleaseIntegrity>({ max: RELEASES_KEPT });
  const reading = new Map<string, Promise<CachedFile | undefined>>();

  async function integrityOf(remote: string, release: string): Promise<ReleaseIntegrity | undefined> {
    const key = `${remote}/${release}`;
    const known = hashes.get(key);
    if (known) return known;
    const recorded = await store.integrityOf(remote, release);
    if (recorded) hashes.set(key, recorded);
    return recorded;
  }

  async function readFile(remote: string, release: string, filePath: string): Promise<CachedFile | undefined> {
    const key = `${remote}/${release}/${filePath}`;
    const kept = files.get(key);
    if (kept) return kept;
    if (!Object.hasOwn((await integrityOf(remote, release)) ?? {}, filePath)) return undefined;
    // One read of a file at a time, however many ask for it at once.
    let read = reading.get(key);
    if (!read) {
      read = (async () => {
        const file = await store.readFile(remote, release, filePath);
        if (!file) return undefined;
        const body = Buffer.isBuffer(file.body) ? file.body : await buffer(file.body as Readable);
        const cached = { body, size: body.length, contentType: file.contentType };
        files.set(key, cached);
        return cached;
      })().finally(() => reading.delete(key));
      reading.set(key, read);
    }
    return read;
  }

  return {
    integrityOf,
    readFile: readFile as (remote: string, release: string, filePath: string) => Promise<StoredReleaseFile | undefined>,
    /** Reads in every file of each release `revision` makes live, so they are served even if the store goes away. */
    async warm(revision: Pick<RegistryRevision, 'remotes'>): Promise<void> {
      for (const [name, live] of Object.entries(revision.remotes)) {
        const remote = sectionNamed(name)?.package;
        if (!remote) continue;
        try {
          const recorded = await integrityOf(remote, live.release);
          for (const filePath of Object.keys(recorded ?? {})) await readFile(remote, live.release, filePath);
        } catch (error) {
          onError(error, `${remote} ${live.release}`);
        }
      }
    },
  };
}
