import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { ReleaseIntegrity } from 'shared/site';
import { subresourceIntegrity } from './subresourceIntegrity';
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
  /** Set on a base release (baseReleases.ts): the build the site started with, recorded from `source` at start. */
  base?: { source: string };
}

/** A release of that remote with that id is stored already: a release never changes. */
export class ReleaseExists extends Error {}

/** What a publish records besides the files: who, the note, and what the gates said. */
export type ReleaseMeta = Pick<ReleaseRecord, 'publishedBy' | 'note' | 'status' | 'report' | 'base'>;

/** One file of a stored release, as the serving plugin sends it (plugins/releaseFiles.ts). */
export interface StoredReleaseFile {
  /** Its bytes, or a stream of them (a file on disk, an object of the object store). */
  body: Buffer | Readable;
  contentType: string;
  /** Its length in bytes, when known. */
  size?: number;
}

/**
 * Where releases are kept: a folder of the data directory (createLocalReleaseStore, one machine) or an
 * S3-compatible object store (createS3ReleaseStore, a fleet: every instance serves the same releases).
 * Both keep a release whole or not at all: it exists once its record exists, and the readers (`get`,
 * `list`, `listAll`, `integrityOf`) see nothing of an upload that has no record.
 */
export interface ReleaseStore {
  /** Stores a checked upload as a release, whole or not at all; ReleaseExists if that release is stored already. */
  store(upload: CheckedUpload, meta: ReleaseMeta): Promise<ReleaseRecord>;
  /** A release's record, or undefined when there is no such release. */
  get(remote: string, release: string): Promise<ReleaseRecord | undefined>;
  /** A ready release's recorded hashes (a refused one has none to load by). */
  integrityOf(remote: string, release: string): Promise<ReleaseIntegrity | undefined>;
  /** A remote's releases, newest first. */
  list(remote: string): Promise<ReleaseRecord[]>;
  /** Every remote's releases (what retention judges), newest first within a remote. */
  listAll(): Promise<ReleaseRecord[]>;
  /** Removes a release: its record first, so readers see it whole or not at all. */
  remove(remote: string, release: string): Promise<void>;
  /** Removes what interrupted uploads (and removals) left. */
  sweepUploads(): Promise<void>;
  /**
   * One file of a release, by its path in the release ('remoteEntry.js', 'server/mf-manifest.json'), for
   * serving it; undefined when there is no such file (or the path is not one a release can hold).
   */
  readFile(remote: string, release: string, filePath: string): Promise<StoredReleaseFile | undefined>;
  /**
   * Only where the files are a folder on this machine (the local store): `<remote>/<release>/files/…`
   * under it, which the serving plugin hands to @fastify/static (the builds' .br and .gz copies, ranges,
   * ETags). An object store leaves it out, and its files are served through `readFile`.
   */
  readonly releasesFolder?: string;
}

/** The releases as a site server holds them: their files and hashes, to serve; it stores and removes none. */
export type ReleaseReader = Pick<ReleaseStore, 'readFile' | 'integrityOf'>;

/** The local store: its files are on this machine's disk. */
export interface LocalReleaseStore extends ReleaseStore {
  /** The folder of every release (served as /releases/, plugins/releaseFiles.ts). */
  readonly releasesFolder: string;
  /** Where a release's files are. */
  filesFolder(remote: string, release: string): string;
}

/**
 * The files of a stored release that no longer hold the bytes recorded when it was stored (changed on
 * disk or in the object store, or gone), read from the store now: a release with any must not go live,
 * since the browser and the render process would refuse them and its section would be unavailable.
 */
export async function filesNotAsRecorded(
  store: Pick<ReleaseStore, 'readFile'>,
  record: Pick<ReleaseRecord, 'remote' | 'release' | 'files'>,
): Promise<string[]> {
  const changed: string[] = [];
  for (const [filePath, recorded] of Object.entries(record.files)) {
    const file = await store.readFile(record.remote, record.release, filePath);
    const bytes = file && (Buffer.isBuffer(file.body) ? file.body : await buffer(file.body));
    if (!bytes || subresourceIntegrity(bytes) !== recorded) changed.push(filePath);
  }
  return changed;
}

/** A remote's and a release's name, safe as a folder name or an object key's part. */
export const isReleaseName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && name.length <= 64;

/** `filePath` as a path inside a release's files (relative, no `.` or `..` segments, no `\`, no NUL): what uploadCheck lets in. */
export const isReleaseFilePath = (filePath: string) =>
  filePath.length > 0 &&
  filePath.length <= 1024 &&
  !filePath.includes('\\') &&
  !filePath.includes('\0') &&
  filePath.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

const UTF8_TYPES = new Set(['application/javascript', 'application/json', 'application/manifest+json']);
const CONTENT_TYPES: Record<string, string> = {
  js: 'application/javascript',
  mjs: 'application/javascript',
  cjs: 'application/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  css: 'text/css',
  html: 'text/html',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/vnd.microsoft.icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  gz: 'application/gzip',
};

/** A release file's Content-Type by its name, as @fastify/static gives it (text types in UTF-8). */
export function contentTypeOf(filePath: string): string {
  const extension = path.posix.extname(filePath).slice(1).toLowerCase();
  const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  return type.startsWith('text/') || UTF8_TYPES.has(type) ? `${type}; charset=utf-8` : type;
}

const RECORD = 'release.json';
const FILES = 'files';

/**
 * Releases in a folder of the data directory: `releases/<remote>/<release>/` holds `release.json`
 * and the release's files under `files/`. An upload is written under `uploads/` first and becomes a
 * release by one rename, so an upload cut off half-way (a crash, a killed server) never is one;
 * what it left in `uploads/` is removed by `sweepUploads`. Nothing in a release folder is ever written again.
 */
export function createLocalReleaseStore(dataDir: string): LocalReleaseStore {
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
    async store(upload: CheckedUpload, meta: ReleaseMeta): Promise<ReleaseRecord> {
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

    /** A file of a release, from its folder (a release's folder appears whole, by one rename). */
    async readFile(remote: string, release: string, filePath: string): Promise<StoredReleaseFile | undefined> {
      if (!isReleaseName(remote) || !isReleaseName(release) || !isReleaseFilePath(filePath)) return undefined;
      const file = path.join(folderOf(remote, release), FILES, filePath);
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) return undefined;
      return { body: createReadStream(file), contentType: contentTypeOf(filePath), size: found.size };
    },
  };
}
