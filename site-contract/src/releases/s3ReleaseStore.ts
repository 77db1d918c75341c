import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { subresourceIntegrity } from './subresourceIntegrity';
import {
  contentTypeOf,
  isReleaseFilePath,
  isReleaseName,
  ReleaseExists,
  type StoredReleaseFile,
  type ReleaseMeta,
  type ReleaseRecord,
  type ReleaseStore,
} from './releaseStore';
import type { CheckedUpload } from './uploadCheck';

/** A release's files never change: browsers and CDNs may keep them a year (what plugins/releaseFiles.ts sends too). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface S3ReleaseStoreOptions {
  /** A client of the store (AWS S3, or an S3-compatible one with its endpoint and path-style addressing). */
  client: S3Client;
  bucket: string;
  /** Put before every key ('expo/'), so one bucket can hold several sites; none by default. */
  prefix?: string;
  /**
   * How old the newest file of a release with no record must be before `sweepUploads` takes it for what
   * an interrupted upload (or removal) left, and removes it: an hour by default. An upload that took half
   * of it is not recorded (sweepers on other instances could be removing its files).
   */
  sweepAfterMs?: number;
  /** How many files are uploaded (or read for listing) at once. */
  concurrency?: number;
  now?: () => number;
}

const RECORD = 'release.json';
const FILES = 'files/';

/** Runs `task` on every item, at most `limit` at once; the first failure fails it (after the running ones end). */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]);
  });
  const results = await Promise.allSettled(workers);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** An answer of the store saying the object is not there (never a missing bucket: that is a setting to fix). */
const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** A conditional write refused because the object exists (If-None-Match: *). */
const isPreconditionFailed = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'PreconditionFailed' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 412);

const exists = (remote: string, release: string) =>
  new ReleaseExists(`${remote} ${release} is stored already: a release never changes`);

/**
 * Releases in an S3-compatible object store (AWS S3, MinIO, R2, …), for a fleet: keys that mirror the
 * URLs the files are served at, a release whole once its record (written last, `If-None-Match: *`)
 * exists. The layout and what it guarantees: docs/releases.md#releases-in-an-object-store-a-fleet.
 */
export function createS3ReleaseStore({
  client,
  bucket,
  prefix = '',
  sweepAfterMs = 60 * 60 * 1000,
  concurrency = 8,
  now = Date.now,
}: S3ReleaseStoreOptions): ReleaseStore {
  const root = `${prefix}releases/`;
  const releaseKey = (remote: string, release: string) => `${root}${remote}/${release}/`;
  const recordKey = (remote: string, release: string) => `${releaseKey(remote, release)}${RECORD}`;
  const fileKey = (remote: string, release: string, filePath: string) =>
    `${releaseKey(remote, release)}${FILES}${filePath}`;
  /** Releases being stored by this instance. */
  const storing = new Set<string>();

  async function readRecord(remote: string, release: string): Promise<ReleaseRecord | undefined> {
    if (!isReleaseName(remote) || !isReleaseName(release)) return undefined;
    let text: string;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: recordKey(remote, release) }));
      text = (await answer.Body?.transformToString('utf8')) ?? '';
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    try {
      return JSON.parse(text) as ReleaseRecord;
    } catch {
      return undefined;
    }
  }

  async function hasRecord(remote: string, release: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: recordKey(remote, release) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Every object under `keyPrefix`, with when it was last written. */
  async function listUnder(keyPrefix: string): Promise<{ key: string; modified: number }[]> {
    const objects: { key: string; modified: number }[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: keyPrefix }))
      for (const object of page.Contents ?? [])
        if (object.Key) objects.push({ key: object.Key, modified: object.LastModified?.getTime() ?? now() });
    return objects;
  }

  /** The names of the "folders" just below `keyPrefix` (remotes, releases). */
  async function foldersUnder(keyPrefix: string): Promise<string[]> {
    const names: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: keyPrefix, Delimiter: '/' }))
      for (const common of page.CommonPrefixes ?? [])
        if (common.Prefix) names.push(common.Prefix.slice(keyPrefix.length, -1));
    return names.filter(isReleaseName);
  }

  async function deleteKeys(keys: readonly string[]) {
    for (let start = 0; start < keys.length; start += 1000) {
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0)
        throw new Error(
          `the release store could not delete ${failed.length} objects: ${failed[0].Key} ${failed[0].Code}`,
        );
    }
  }

  async function recordsOf(remote: string): Promise<ReleaseRecord[]> {
    const releases = await foldersUnder(`${root}${remote}/`);
    const records: ReleaseRecord[] = [];
    await eachLimited(releases, concurrency, async (release) => {
      const record = await readRecord(remote, release);
      if (record) records.push(record);
    });
    return records;
  }

  async function uploadFiles(upload: CheckedUpload, started: number): Promise<Record<string, string>> {
    const files: Record<string, string> = {};
    const written: string[] = [];
    try {
      await eachLimited([...upload.files], concurrency, async ([filePath, bytes]) => {
        if (!isReleaseFilePath(filePath)) throw new Error(`${JSON.stringify(filePath)} is not a path in a release`);
        const Key = fileKey(upload.remote, upload.release, filePath);
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: bytes,
            ContentType: contentTypeOf(filePath),
            CacheControl: IMMUTABLE,
          }),
        );
        written.push(Key);
        files[filePath] = subresourceIntegrity(bytes);
      });
      // Sweepers take files older than sweepAfterMs for an abandoned upload's: recording a release that
      // took half of it could record one whose files are being removed.
      if (now() - started > sweepAfterMs / 2)
        throw new Error(
          `the upload of ${upload.remote} ${upload.release} took over ${Math.round(sweepAfterMs / 2000)} s: publish it again`,
        );
      return files;
    } catch (error) {
      // What was written is no release (it has no record): removed now if it can be, else by sweepUploads.
      if (!(await hasRecord(upload.remote, upload.release).catch(() => true)))
        await deleteKeys(written).catch(() => undefined);
      throw error;
    }
  }

  return {
    async store(upload: CheckedUpload, meta: ReleaseMeta): Promise<ReleaseRecord> {
      const { remote, release } = upload;
      if (!isReleaseName(remote) || !isReleaseName(release))
        throw new Error(`${JSON.stringify(remote)} ${JSON.stringify(release)} is not a release's name`);
      const id = `${remote}/${release}`;
      if (storing.has(id)) throw exists(remote, release);
      storing.add(id);
      try {
        // Check-then-put: refuses a stored release before uploading anything (the record's condition below decides a race).
        if (await hasRecord(remote, release)) throw exists(remote, release);
        const started = now();
        const files = await uploadFiles(upload, started);
        const record: ReleaseRecord = {
          remote,
          release,
          files,
          bytes: upload.bytes,
          publishedAt: new Date(now()).toISOString(),
          ...meta,
        };
        try {
          // Last: the release exists from here on.
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: recordKey(remote, release),
              Body: `${JSON.stringify(record, null, 2)}\n`,
              ContentType: 'application/json; charset=utf-8',
              CacheControl: 'no-store',
              IfNoneMatch: '*',
            }),
          );
        } catch (error) {
          // Another store recorded it first: its files are the ones kept (never deleted here).
          if (isPreconditionFailed(error)) throw exists(remote, release);
          throw error;
        }
        return record;
      } finally {
        storing.delete(id);
      }
    },

    get: readRecord,

    async integrityOf(remote: string, release: string) {
      const record = await readRecord(remote, release);
      return record?.status === 'ready' ? record.files : undefined;
    },

    async list(remote: string): Promise<ReleaseRecord[]> {
      if (!isReleaseName(remote)) return [];
      return (await recordsOf(remote)).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    },

    /**
     * Every record's key, from one listing of everything under releases/ (not remote "folders" first: s3rver
     * lists no common prefix for a folder that holds only folders), then each record.
     */
    async listAll(): Promise<ReleaseRecord[]> {
      const recorded = (await listUnder(root))
        .map(({ key }) => key.slice(root.length).split('/'))
        .filter((parts) => parts.length === 3 && parts[2] === RECORD);
      const records: ReleaseRecord[] = [];
      await eachLimited(recorded, concurrency, async ([remote, release]) => {
        const record = await readRecord(remote, release);
        if (record) records.push(record);
      });
      return records.sort((a, b) => a.remote.localeCompare(b.remote) || b.publishedAt.localeCompare(a.publishedAt));
    },

    /** The record first (from then on it is no release), then its files. */
    async remove(remote: string, release: string): Promise<void> {
      if (!isReleaseName(remote) || !isReleaseName(release))
        throw new Error(`${JSON.stringify(remote)} ${JSON.stringify(release)} is not a release's name`);
      const recorded = await hasRecord(remote, release);
      if (recorded) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: recordKey(remote, release) }));
      const files = await listUnder(releaseKey(remote, release));
      if (!recorded && files.length === 0) throw new Error(`${remote} ${release} is not stored`);
      await deleteKeys(files.map(({ key }) => key));
    },

    /**
     * Removes the files of every release that has no record and whose newest file is `sweepAfterMs` old:
     * an upload cut off half-way, or a removal cut off after its record went. Younger ones may be uploads
     * under way on another instance, and are left for a later sweep.
     */
    async sweepUploads(): Promise<void> {
      const groups = new Map<string, { keys: string[]; newest: number; recorded: boolean }>();
      for (const { key, modified } of await listUnder(root)) {
        const [remote, release, ...rest] = key.slice(root.length).split('/');
        if (!remote || !release || rest.length === 0) continue;
        const id = `${remote}/${release}`;
        const group = groups.get(id) ?? { keys: [], newest: 0, recorded: false };
        group.keys.push(key);
        group.newest = Math.max(group.newest, modified);
        if (rest.length === 1 && rest[0] === RECORD) group.recorded = true;
        groups.set(id, group);
      }
      for (const [id, group] of groups) {
        if (group.recorded || now() - group.newest < sweepAfterMs) continue;
        const [remote, release] = id.split('/');
        // Asked again just before: a record written since the listing keeps its files.
        if (await hasRecord(remote, release)) continue;
        await deleteKeys(group.keys);
      }
    },

    async readFile(remote: string, release: string, filePath: string): Promise<StoredReleaseFile | undefined> {
      if (!isReleaseName(remote) || !isReleaseName(release) || !isReleaseFilePath(filePath)) return undefined;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: fileKey(remote, release, filePath) }),
        );
        const body = answer.Body;
        if (!body) return undefined;
        return {
          body: body instanceof Readable ? body : Buffer.from(await body.transformToByteArray()),
          contentType: answer.ContentType ?? contentTypeOf(filePath),
          size: answer.ContentLength,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
  };
}
