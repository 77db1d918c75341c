import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3ReleaseStorage } from '../releases/releaseStorage';

/** s3rver's own credentials: it checks signatures made with them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** s3rver is a Koa app: a middleware of ours runs before its routes when put first, before `run`. */
type KoaContext = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  get(header: string): string;
  status: number;
  type: string;
  body: unknown;
  store: { existsObject(bucket: string, key: string): Promise<boolean> };
};
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/**
 * AWS S3's conditional write, which s3rver 3.7 lacks (it ignores If-None-Match on a PUT): a PUT of an
 * object with `If-None-Match: *` is refused with 412 PreconditionFailed when the object exists, and of two
 * at once for one key, the second, as AWS S3, MinIO and R2 answer. Path-style requests only.
 */
function conditionalWrites(): KoaMiddleware {
  const writing = new Set<string>();
  return async (ctx, next) => {
    // An object's PUT (the SDK names its operation in `x-id`), not a part's, a tag's or an ACL's.
    const subresource = Object.keys(ctx.query).some((name) => name !== 'x-id');
    if (ctx.method !== 'PUT' || ctx.get('if-none-match') !== '*' || subresource) return next();
    const [, bucket, ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const id = `${bucket}/${key}`;
    const refuse = () => {
      ctx.status = 412;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>`;
    };
    // Taken before anything is awaited: of two at once, the second is refused.
    if (writing.has(id)) return refuse();
    writing.add(id);
    try {
      if (await ctx.store.existsObject(bucket, key)) return refuse();
      await next();
    } finally {
      writing.delete(id);
    }
  };
}

/**
 * An S3-compatible server on a free loopback port (s3rver, in this process), its objects in a temporary
 * folder of its own, with one bucket made: for tests of the S3 release store. `storage` is the setting
 * config.ts would read for it (RELEASES_S3_ENDPOINT …), with s3rver's credentials.
 */
export async function startS3Server({ bucket = 'expo-releases', prefix = '' } = {}) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'expo-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(conditionalWrites());
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storage: S3ReleaseStorage = {
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  return {
    endpoint,
    bucket,
    storage,
    /** The site server's environment for this store (a site process started with it keeps its releases here). */
    env: {
      RELEASES_S3_BUCKET: bucket,
      RELEASES_S3_ENDPOINT: endpoint,
      ...(prefix && { RELEASES_S3_PREFIX: prefix }),
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    } as Record<string, string>,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
