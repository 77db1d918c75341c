/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import Fastify, { type FastifyInstance } from 'fastify';
import compression from '../plugins/compression';
import releaseFiles from '../plugins/releaseFiles';
import { startS3Server } from 'site-contract/testing';
import { releaseStorageFromEnv, releaseStoreOf, s3ClientOf } from 'site-contract/releases/releaseStorage';
import {
  createLocalReleaseStore,
  ReleaseExists,
  type StoredReleaseFile,
  type ReleaseStore,
} from 'site-contract/releases/releaseStore';
import { createS3ReleaseStore, IMMUTABLE } from 'site-contract/releases/s3ReleaseStore';
import type { CheckedUpload } from 'site-contract/releases/uploadCheck';

const upload = (release: string, files: Record<string, string | Buffer>, remote = 'mfe-access'): CheckedUpload => {
  const bytes = new Map(Object.entries(files).map(([filePath, content]) => [filePath, Buffer.from(content)]));
  return { remote, release, files: bytes, bytes: [...bytes.values()].reduce((sum, file) => sum + file.length, 0) };
};
const LARGE_MANIFEST = JSON.stringify({
  name: 'mfe_access',
  exposes: Array.from({ length: 100 }, (_, n) => `./page${n}`),
});
const meta = { publishedBy: 'access-team', status: 'ready' as const, report: [] };

async function bytesOf(file: StoredReleaseFile | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  if (Buffer.isBuffer(file.body)) return file.body.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A request to a listening app, its body as sent (light-my-request's inject cannot load its ESM cookie module under jest). */
async function fetchRaw(
  app: FastifyInstance,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ statusCode: number; headers: IncomingHttpHeaders; rawPayload: Buffer; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          rawPayload,
          body: rawPayload.toString(),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The requests a client makes: each command's name and its Key, in order. */
function recordRequests(client: S3Client) {
  const requests: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: string; Delete?: { Objects?: { Key?: string }[] } };
      const keys = input.Key ?? input.Delete?.Objects?.map((object) => object.Key).join(',');
      requests.push(`${context.commandName} ${keys ?? ''}`.trim());
      return next(args);
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  return requests;
}

describe('the S3 release store (against s3rver on loopback)', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let client: S3Client;
  const clients: S3Client[] = [];
  let prefixes = 0;
  // Each test its own keys, so that tests sharing the server do not see each other's releases.
  const nextPrefix = () => `test-${++prefixes}/`;
  /** A client of its own (for a test that adds middleware to it), destroyed after the tests. */
  const newClient = async () => {
    const made = await s3ClientOf(server.storage);
    clients.push(made);
    return made;
  };
  const keysUnder = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: prefix }))).Contents ?? [])
      .map((object) => object.Key)
      .sort();

  beforeAll(async () => {
    server = await startS3Server();
    client = await newClient();
  });
  afterAll(async () => {
    for (const made of clients) made.destroy();
    await server.stop();
  });

  it('stores a release’s files first and its record last, and reads it back with each file’s integrity', async () => {
    const prefix = nextPrefix();
    const own = await newClient();
    const requests = recordRequests(own);
    const store = createS3ReleaseStore({ client: own, bucket: server.bucket, prefix });
    const record = await store.store(
      upload('r1', { 'mf-manifest.json': '{}', 'remoteEntry.js': 'one', 'server/remoteEntry.js': 'two' }),
      { ...meta, note: 'first' },
    );
    expect(record).toMatchObject({
      remote: 'mfe-access',
      release: 'r1',
      publishedBy: 'access-team',
      note: 'first',
      status: 'ready',
      bytes: 8,
      files: { 'remoteEntry.js': expect.stringMatching(/^sha384-/), 'server/remoteEntry.js': expect.any(String) },
    });
    const puts = requests.filter((request) => request.startsWith('PutObjectCommand'));
    expect(puts.at(-1)).toBe(`PutObjectCommand ${prefix}releases/mfe-access/r1/release.json`);
    expect(puts).toHaveLength(4);

    expect(await keysUnder(prefix)).toEqual([
      `${prefix}releases/mfe-access/r1/files/mf-manifest.json`,
      `${prefix}releases/mfe-access/r1/files/remoteEntry.js`,
      `${prefix}releases/mfe-access/r1/files/server/remoteEntry.js`,
      `${prefix}releases/mfe-access/r1/release.json`,
    ]);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: server.bucket, Key: `${prefix}releases/mfe-access/r1/files/remoteEntry.js` }),
    );
    expect(head.CacheControl).toBe(IMMUTABLE);
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentType).toBe('application/javascript; charset=utf-8');

    expect(await store.get('mfe-access', 'r1')).toEqual(record);
    expect(await store.integrityOf('mfe-access', 'r1')).toEqual(record.files);
    expect(await store.list('mfe-access')).toEqual([record]);
    const file = await store.readFile('mfe-access', 'r1', 'server/remoteEntry.js');
    expect(file).toMatchObject({ contentType: 'application/javascript; charset=utf-8', size: 3 });
    expect(await bytesOf(file)).toBe('two');
    expect(await store.readFile('mfe-access', 'r1', 'missing.js')).toBeUndefined();
    // Never its record, and never outside the release's files.
    expect(await store.readFile('mfe-access', 'r1', '../release.json')).toBeUndefined();
    expect(await store.get('mfe-access', 'r2')).toBeUndefined();
    expect(await store.get('mfe-access', '..')).toBeUndefined();
  });

  it('keeps a refused release with its report, and answers no hashes for it', async () => {
    const store = createS3ReleaseStore({ client, bucket: server.bucket, prefix: nextPrefix() });
    await store.store(upload('bad', { 'remoteEntry.js': 'x' }), {
      ...meta,
      status: 'refused',
      report: ['the contract: no routes'],
    });
    expect(await store.get('mfe-access', 'bad')).toMatchObject({
      status: 'refused',
      report: ['the contract: no routes'],
    });
    expect(await store.integrityOf('mfe-access', 'bad')).toBeUndefined();
  });

  it('never changes a release: the same id again is refused, and the first one’s files stay', async () => {
    const store = createS3ReleaseStore({ client, bucket: server.bucket, prefix: nextPrefix() });
    const first = await store.store(upload('r1', { 'remoteEntry.js': 'one' }), meta);
    await expect(store.store(upload('r1', { 'remoteEntry.js': 'changed' }), meta)).rejects.toThrow(ReleaseExists);
    expect(await bytesOf(await store.readFile('mfe-access', 'r1', 'remoteEntry.js'))).toBe('one');
    expect(await store.get('mfe-access', 'r1')).toEqual(first);
  });

  it('of instances storing one release at once, exactly one records it (a conditional write of the record)', async () => {
    const prefix = nextPrefix();
    const recordKey = `${prefix}releases/mfe-access/r1/release.json`;
    // Each instance's record waits until all three have uploaded: all got past the check made before uploading.
    let arrived = 0;
    let allArrived: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (allArrived = resolve));
    const stores = await Promise.all(
      [1, 2, 3].map(async () => {
        const own = await newClient();
        own.middlewareStack.add(
          (next, context) => async (args) => {
            if (context.commandName === 'PutObjectCommand' && (args.input as { Key?: string }).Key === recordKey) {
              if (++arrived === 3) allArrived();
              await barrier;
            }
            return next(args);
          },
          { step: 'initialize', name: 'recordBarrier' },
        );
        return createS3ReleaseStore({ client: own, bucket: server.bucket, prefix });
      }),
    );
    const results = await Promise.allSettled(
      stores.map((store, index) =>
        store.store(upload('r1', { 'remoteEntry.js': 'same' }), { ...meta, note: `${index}` }),
      ),
    );
    expect(arrived).toBe(3);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(ReleaseExists);
    const kept = results.find((result) => result.status === 'fulfilled')!.value;
    expect(await stores[0].get('mfe-access', 'r1')).toEqual(kept);
    expect(await bytesOf(await stores[0].readFile('mfe-access', 'r1', 'remoteEntry.js'))).toBe('same');
  });

  it('stores one release once at a time within an instance', async () => {
    const store = createS3ReleaseStore({ client, bucket: server.bucket, prefix: nextPrefix() });
    const results = await Promise.allSettled([
      store.store(upload('r1', { 'remoteEntry.js': 'one' }), meta),
      store.store(upload('r1', { 'remoteEntry.js': 'one' }), meta),
    ]);
    expect(results.map(({ status }) => status)).toEqual(['fulfilled', 'rejected']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(ReleaseExists);
  });

  it('keeps nothing of an upload that fails half-way', async () => {
    const prefix = nextPrefix();
    const own = await newClient();
    let puts = 0;
    own.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'PutObjectCommand' && ++puts === 3) throw new Error('the network went away');
        return next(args);
      },
      { step: 'initialize', name: 'failThirdPut' },
    );
    const store = createS3ReleaseStore({ client: own, bucket: server.bucket, prefix, concurrency: 1 });
    await expect(
      store.store(upload('r2', { 'a.js': '1', 'b.js': '2', 'c.js': '3', 'd.js': '4' }), meta),
    ).rejects.toThrow('the network went away');
    expect(await keysUnder(prefix)).toEqual([]);
    expect(await store.list('mfe-access')).toEqual([]);
  });

  it('never lists what an interrupted upload left, and sweeps it once it is old', async () => {
    const prefix = nextPrefix();
    let clock = Date.now();
    const store = createS3ReleaseStore({
      client,
      bucket: server.bucket,
      prefix,
      sweepAfterMs: 10 * 60_000,
      now: () => clock,
    });
    const kept = await store.store(upload('kept', { 'remoteEntry.js': 'kept' }), meta);
    // What an instance killed mid-upload leaves: files, and no record.
    for (const file of ['remoteEntry.js', 'server/remoteEntry.js'])
      await client.send(
        new PutObjectCommand({
          Bucket: server.bucket,
          Key: `${prefix}releases/mfe-access/cut/files/${file}`,
          Body: 'half',
        }),
      );
    expect(await store.get('mfe-access', 'cut')).toBeUndefined();
    expect(await store.integrityOf('mfe-access', 'cut')).toBeUndefined();
    expect((await store.list('mfe-access')).map((record) => record.release)).toEqual(['kept']);
    expect(await store.listAll()).toEqual([kept]);

    // Young, it may be an upload under way on another instance: kept.
    await store.sweepUploads();
    expect(await keysUnder(`${prefix}releases/mfe-access/cut/`)).toHaveLength(2);

    clock += 11 * 60_000;
    await store.sweepUploads();
    expect(await keysUnder(prefix)).toEqual([
      `${prefix}releases/mfe-access/kept/files/remoteEntry.js`,
      `${prefix}releases/mfe-access/kept/release.json`,
    ]);
    expect(await store.get('mfe-access', 'kept')).toEqual(kept);
  });

  it('does not record an upload that took half the sweep age (its files could be being swept)', async () => {
    const prefix = nextPrefix();
    let clock = Date.now();
    const own = await newClient();
    own.middlewareStack.add(
      (next) => async (args) => {
        clock += 6 * 60_000;
        return next(args);
      },
      { step: 'initialize', name: 'slowNetwork' },
    );
    const store = createS3ReleaseStore({
      client: own,
      bucket: server.bucket,
      prefix,
      sweepAfterMs: 10 * 60_000,
      now: () => clock,
    });
    await expect(store.store(upload('slow', { 'remoteEntry.js': 'x' }), meta)).rejects.toThrow('publish it again');
    expect(await keysUnder(prefix)).toEqual([]);
  });

  it('removes a release: its record first, then its files', async () => {
    const prefix = nextPrefix();
    const own = await newClient();
    const requests = recordRequests(own);
    const store = createS3ReleaseStore({ client: own, bucket: server.bucket, prefix });
    await store.store(upload('gone', { 'remoteEntry.js': '1', 'server/remoteEntry.js': '2' }), meta);
    const stays = await store.store(upload('stays', { 'remoteEntry.js': '3' }), meta);
    requests.length = 0;
    await store.remove('mfe-access', 'gone');
    const deletes = requests.filter((request) => request.startsWith('Delete'));
    expect(deletes).toEqual([
      `DeleteObjectCommand ${prefix}releases/mfe-access/gone/release.json`,
      `DeleteObjectsCommand ${prefix}releases/mfe-access/gone/files/remoteEntry.js,${prefix}releases/mfe-access/gone/files/server/remoteEntry.js`,
    ]);
    expect(await store.get('mfe-access', 'gone')).toBeUndefined();
    expect(await store.readFile('mfe-access', 'gone', 'remoteEntry.js')).toBeUndefined();
    expect(await store.list('mfe-access')).toEqual([stays]);
    expect(await keysUnder(`${prefix}releases/mfe-access/gone/`)).toEqual([]);
    await expect(store.remove('mfe-access', 'gone')).rejects.toThrow('is not stored');
    await expect(store.remove('mfe-access', '..')).rejects.toThrow("is not a release's name");
  });

  it('lists every remote’s releases, newest first within a remote (what retention judges)', async () => {
    const store = createS3ReleaseStore({ client, bucket: server.bucket, prefix: nextPrefix() });
    const old = await store.store(upload('old', { 'remoteEntry.js': '1' }), meta);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const shop = await store.store(upload('s1', { 'remoteEntry.js': '2' }, 'mfe-shop'), meta);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const recent = await store.store(upload('new', { 'remoteEntry.js': '3' }), meta);
    expect(await store.listAll()).toEqual([recent, old, shop]);
    expect(await store.list('mfe-access')).toEqual([recent, old]);
    expect(await store.list('mfe-dining')).toEqual([]);
  });

  describe('served by the release-files plugin', () => {
    const served = async (store: ReleaseStore) => {
      const app = Fastify();
      // As app.ts: compressed answers, then the whole store as the plugin's options (its readFile and integrityOf).
      await app.register(compression);
      await app.register(releaseFiles, store);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    };

    it('streams a file of the object store with immutable caching, and its precompressed copy when taken', async () => {
      const store = createS3ReleaseStore({ client, bucket: server.bucket, prefix: nextPrefix() });
      const record = await store.store(
        upload('r1', {
          'mf-manifest.json': '{"name":"mfe_access"}',
          'remoteEntry.js': 'plain script',
          'remoteEntry.js.br': Buffer.from([1, 2, 3]),
          'server/mf-manifest.json': LARGE_MANIFEST,
        }),
        meta,
      );
      const app = await served(store);
      try {
        const file = await fetchRaw(app, '/releases/mfe-access/r1/files/remoteEntry.js');
        expect(file.statusCode).toBe(200);
        expect(file.body).toBe('plain script');
        expect(file.headers).toMatchObject({
          'cache-control': 'public, max-age=31536000, immutable',
          'content-type': 'application/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
          'content-length': '12',
          vary: 'Accept-Encoding',
        });
        expect(file.headers['content-encoding']).toBeUndefined();

        const brotli = await fetchRaw(app, '/releases/mfe-access/r1/files/remoteEntry.js', {
          headers: { 'accept-encoding': 'gzip, br' },
        });
        expect(brotli.headers).toMatchObject({
          'content-encoding': 'br',
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'public, max-age=31536000, immutable',
        });
        expect(brotli.rawPayload).toEqual(Buffer.from([1, 2, 3]));
        // No gzip copy: the file, compressed as it is streamed (by the compression plugin, as for a local file).
        const gzip = await fetchRaw(app, '/releases/mfe-access/r1/files/remoteEntry.js', {
          headers: { 'accept-encoding': 'gzip, br;q=0' },
        });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString()).toBe('plain script');

        const manifest = await fetchRaw(app, '/releases/mfe-access/r1/files/mf-manifest.json');
        expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(JSON.parse(manifest.body)).toEqual({ name: 'mfe_access' });
        // A file with no precompressed copy is compressed as it is streamed (by the compression plugin).
        const large = await fetchRaw(app, '/releases/mfe-access/r1/files/server/mf-manifest.json', {
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(large.headers['content-encoding']).toBe('gzip');
        expect(large.headers['content-length']).toBeUndefined();
        expect(gunzipSync(large.rawPayload).toString()).toBe(LARGE_MANIFEST);
        const head = await fetchRaw(app, '/releases/mfe-access/r1/files/remoteEntry.js', { method: 'HEAD' });
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');

        for (const url of [
          '/releases/mfe-access/r1/files/missing.js',
          '/releases/mfe-access/r1/release.json',
          '/releases/mfe-access/r1/files/%2E%2E/release.json',
          '/releases/mfe-access/r2/files/remoteEntry.js',
          '/releases/not-a-remote/r1/files/remoteEntry.js',
        ])
          expect([url, (await fetchRaw(app, url)).statusCode]).toEqual([url, 404]);

        const integrity = await fetchRaw(app, '/release-integrity/mfe-access/r1.json');
        expect(integrity.statusCode).toBe(200);
        expect(JSON.parse(integrity.body)).toEqual(record.files);
        expect(integrity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await fetchRaw(app, '/release-integrity/mfe-access/r2.json')).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });

    it('serves the local store the same way through its readFile, and from its folder by default', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-releases-'));
      try {
        const local = createLocalReleaseStore(dataDir);
        await local.store(upload('r1', { 'remoteEntry.js': 'local script' }), meta);
        for (const options of [local, { readFile: local.readFile, integrityOf: local.integrityOf }]) {
          const app = Fastify();
          await app.register(releaseFiles, options);
          await app.listen({ port: 0, host: '127.0.0.1' });
          try {
            const file = await fetchRaw(app, '/releases/mfe-access/r1/files/remoteEntry.js');
            expect(file.statusCode).toBe(200);
            expect(file.body).toBe('local script');
            expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
            expect(file.headers['content-type']).toBe('application/javascript; charset=utf-8');
            expect((await fetchRaw(app, '/releases/mfe-access/r1/release.json')).statusCode).toBe(404);
          } finally {
            await app.close();
          }
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('the setting (config.ts) and the store it makes (releaseStoreOf)', () => {
    it('is the data directory by default, and the object store when RELEASES_S3_BUCKET is set', async () => {
      expect(releaseStorageFromEnv({}, '/data')).toEqual({ kind: 'local', dataDir: '/data' });
      expect(
        releaseStorageFromEnv(
          {
            RELEASES_S3_BUCKET: 'expo-releases',
            RELEASES_S3_ENDPOINT: 'http://127.0.0.1:9000',
            RELEASES_S3_PREFIX: 'site',
            RELEASES_S3_REGION: 'eu-central-1',
          },
          '/data',
        ),
      ).toEqual({
        kind: 's3',
        bucket: 'expo-releases',
        endpoint: 'http://127.0.0.1:9000',
        prefix: 'site/',
        region: 'eu-central-1',
        forcePathStyle: true,
      });
      expect(releaseStorageFromEnv({ RELEASES_S3_BUCKET: 'expo', AWS_REGION: 'me-central-1' }, '/data')).toEqual({
        kind: 's3',
        bucket: 'expo',
        prefix: '',
        endpoint: undefined,
        region: 'me-central-1',
        forcePathStyle: false,
      });
      expect(() => releaseStorageFromEnv({ RELEASES_S3_ENDPOINT: 'http://127.0.0.1:9000' }, '/data')).toThrow(
        'RELEASES_S3_ENDPOINT is set but RELEASES_S3_BUCKET is not',
      );
      expect(() => releaseStorageFromEnv({ RELEASES_S3_BUCKET: 'Not A Bucket' }, '/data')).toThrow(
        'RELEASES_S3_BUCKET',
      );
      expect(() =>
        releaseStorageFromEnv({ RELEASES_S3_BUCKET: 'expo', RELEASES_S3_ENDPOINT: 'minio:9000' }, '/data'),
      ).toThrow('RELEASES_S3_ENDPOINT');
      expect(() => releaseStorageFromEnv({ RELEASES_S3_BUCKET: 'expo', RELEASES_S3_PREFIX: '/site' }, '/data')).toThrow(
        'RELEASES_S3_PREFIX',
      );
      expect(() =>
        releaseStorageFromEnv({ RELEASES_S3_BUCKET: 'expo', RELEASES_S3_PREFIX: 'a/../b' }, '/data'),
      ).toThrow('RELEASES_S3_PREFIX');
    });

    it('makes the local store or the S3 one, which every instance then reads alike', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-releases-'));
      try {
        const local = await releaseStoreOf({ kind: 'local', dataDir });
        expect(local.releasesFolder).toBe(path.join(dataDir, 'releases'));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      const storage = { ...server.storage, prefix: nextPrefix() };
      const [publisher, reader] = [await releaseStoreOf(storage), await releaseStoreOf(storage)];
      expect(publisher.releasesFolder).toBeUndefined();
      const record = await publisher.store(upload('r1', { 'remoteEntry.js': 'shared' }), meta);
      expect(await reader.list('mfe-access')).toEqual([record]);
      expect(await bytesOf(await reader.readFile('mfe-access', 'r1', 'remoteEntry.js'))).toBe('shared');
      const object = await client.send(
        new GetObjectCommand({ Bucket: server.bucket, Key: `${storage.prefix}releases/mfe-access/r1/release.json` }),
      );
      expect(JSON.parse(await object.Body!.transformToString())).toEqual(record);
    });
  });
});
