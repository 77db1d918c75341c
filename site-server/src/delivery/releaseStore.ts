import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { subresourceIntegrity } from '../security/subresourceIntegrity';
import type { CheckedUpload } from './uploadCheck';

/** A stored release: what it holds (each file's integrity), who published it and what its gates said. */
export interface ReleaseRecord {
  remote: string;
  release: string;
  /** Each file's path in the release and its Subresource Integrity (sha384-…). */
  files: Record<string, string>;
  bytes: number;
  publishedAt: string;
  /** The name of the key that published it (never the key). */
  publishedBy: string;
  note?: string;
  /** `refused` releases are kept with their report and can never be promoted. */
  status: 'ready' | 'refused';
  report: string[];
}

/** A release of that remote with that id is stored already: a release never changes. */
export class ReleaseExists extends Error {}

const RECORD = 'release.json';
const FILES = 'files';

/**
 * Releases in a folder of the data directory: `releases/<remote>/<release>/` holds `release.json`
 * and the release's files under `files/`. An upload is written under `uploads/` first and becomes a
 * release by one rename, so an upload cut off half-way (a crash, a killed server) never is one;
 * what it left in `uploads/` is removed by `sweepUploads`. Nothing in a release folder is ever written again.
 */
export function createLocalReleaseStore(dataDir: string) {
  const releases = path.join(dataDir, 'releases');
  const uploads = path.join(dataDir, 'uploads');
  const trash = path.join(dataDir, 'trash');
  const folderOf = (remote: string, release: string) => path.join(releases, remote, release);

  async function readRecord(remote: string, release: string): Promise<ReleaseRecord | undefined> {
    try {
      return JSON.parse(await readFile(path.join(folderOf(remote, release), RECORD), 'utf8')) as ReleaseRecord;
    } catch {
      return undefined;
    }
  }

  return {
    /** The folder of every release (served as /releases/, plugins/releaseFiles.ts). */
    releasesFolder: releases,
    /** Where a release's files are, for serving them. */
    filesFolder: (remote: string, release: string) => path.join(folderOf(remote, release), FILES),

    /** Stores a checked upload as a release, whole or not at all. */
    async store(
      upload: CheckedUpload,
      meta: Pick<ReleaseRecord, 'publishedBy' | 'note' | 'status' | 'report'>,
    ): Promise<ReleaseRecord> {
      const final = folderOf(upload.remote, upload.release);
      if (await readRecord(upload.remote, upload.release))
        throw new ReleaseExists(`${upload.remote} ${upload.release} is stored already: a release never changes`);
      const staging = path.join(uploads, randomUUID());
      try {
        const files: Record<string, string> = {};
        for (const [filePath, bytes] of upload.files) {
          const target = path.join(staging, FILES, filePath);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, bytes, { mode: 0o444 });
          files[filePath] = subresourceIntegrity(bytes);
        }
        const record: ReleaseRecord = {
          remote: upload.remote,
          release: upload.release,
          files,
          bytes: upload.bytes,
          publishedAt: new Date().toISOString(),
          ...meta,
        };
        await writeFile(path.join(staging, RECORD), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o444 });
        await mkdir(path.dirname(final), { recursive: true });
        // One rename: the release appears whole. Renaming onto a folder that exists fails (ENOTEMPTY): the first of two identical publishes wins.
        await rename(staging, final).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')
            throw new ReleaseExists(`${upload.remote} ${upload.release} is stored already: a release never changes`);
          throw error;
        });
        return record;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },

    get: readRecord,

    /** A ready release's recorded hashes (a refused one has none to load by). */
    async integrityOf(remote: string, release: string) {
      const record = await readRecord(remote, release);
      return record?.status === 'ready' ? record.files : undefined;
    },

    /** A remote's releases, newest first. */
    async list(remote: string): Promise<ReleaseRecord[]> {
      const ids = await readdir(path.join(releases, remote)).catch(() => [] as string[]);
      const records = (await Promise.all(ids.map((id) => readRecord(remote, id)))).filter(
        (record): record is ReleaseRecord => record !== undefined,
      );
      return records.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    },

    /** Every remote's releases (what retention judges): each remote folder's, newest first within a remote. */
    async listAll(): Promise<ReleaseRecord[]> {
      const remotes = await readdir(releases).catch(() => [] as string[]);
      const idsOf = (remote: string) => readdir(path.join(releases, remote)).catch(() => [] as string[]);
      const records = await Promise.all(
        remotes.map(async (remote) => Promise.all((await idsOf(remote)).map((release) => readRecord(remote, release)))),
      );
      return records
        .flat()
        .filter((record): record is ReleaseRecord => record !== undefined)
        .sort((a, b) => a.remote.localeCompare(b.remote) || b.publishedAt.localeCompare(a.publishedAt));
    },

    /**
     * Removes a release: its folder is renamed into `trash/` in one step, so a reader sees the release
     * whole or not at all, then deleted there (what a crash leaves in `trash/` goes with `sweepUploads`).
     */
    async remove(remote: string, release: string): Promise<void> {
      // Names from the caller become paths: only one plain folder name each, never `..` or a separator.
      if ([remote, release].some((name) => !name || name === '.' || name === '..' || name !== path.basename(name)))
        throw new Error(`${JSON.stringify(remote)} ${JSON.stringify(release)} is not a release's name`);
      const removed = path.join(trash, randomUUID());
      await mkdir(trash, { recursive: true });
      await rename(folderOf(remote, release), removed);
      await rm(removed, { recursive: true, force: true });
    },

    /** Removes what interrupted uploads left: run before the store takes uploads. */
    async sweepUploads(): Promise<void> {
      await rm(uploads, { recursive: true, force: true });
      await rm(trash, { recursive: true, force: true });
    },
  };
}

export type ReleaseStore = ReturnType<typeof createLocalReleaseStore>;
