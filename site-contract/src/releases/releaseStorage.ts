import type { S3Client } from '@aws-sdk/client-s3';
import { createLocalReleaseStore, type ReleaseStore } from './releaseStore';

/** Releases in the data directory's releases/ (one machine; `npm start` needs nothing else). */
export interface LocalReleaseStorage {
  kind: 'local';
  dataDir: string;
}

/**
 * Releases in an S3-compatible object store (a fleet: every instance serves the same releases).
 * Credentials come from the AWS SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile,
 * an instance role, …), never from here; only the tests give theirs.
 */
export interface S3ReleaseStorage {
  kind: 's3';
  /** RELEASES_S3_BUCKET */
  bucket: string;
  /** RELEASES_S3_PREFIX: put before every key (`site/` → `site/releases/…`); none by default. */
  prefix: string;
  /** RELEASES_S3_ENDPOINT: an S3-compatible store's URL (MinIO, R2, …); AWS S3 when unset. */
  endpoint?: string;
  /** RELEASES_S3_REGION, else AWS_REGION, else us-east-1. */
  region: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`): with an endpoint, which S3-compatible stores expect. */
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type ReleaseStorage = LocalReleaseStorage | S3ReleaseStorage;

const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** RELEASES_S3_*: the object store when RELEASES_S3_BUCKET is set, else the data directory. */
export function releaseStorageFromEnv(env: NodeJS.ProcessEnv, dataDir: string): ReleaseStorage {
  const bucket = env.RELEASES_S3_BUCKET || undefined;
  if (!bucket) {
    const stray = ['RELEASES_S3_ENDPOINT', 'RELEASES_S3_REGION', 'RELEASES_S3_PREFIX'].find((name) => env[name]);
    if (stray) throw new Error(`${stray} is set but RELEASES_S3_BUCKET is not: name the bucket (or unset ${stray})`);
    return { kind: 'local', dataDir };
  }
  if (!S3_BUCKET_NAME.test(bucket))
    throw new Error(`RELEASES_S3_BUCKET: ${JSON.stringify(bucket)} is not a bucket name`);
  const endpoint = env.RELEASES_S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint))
    throw new Error(`RELEASES_S3_ENDPOINT: ${JSON.stringify(endpoint)} is not an http(s) URL`);
  const prefix = env.RELEASES_S3_PREFIX ?? '';
  const segments = prefix.replace(/\/$/, '').split('/');
  if (prefix !== '' && segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new Error(`RELEASES_S3_PREFIX: ${JSON.stringify(prefix)} is not a key prefix (like site/ or site/expo/)`);
  return {
    kind: 's3',
    bucket,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    endpoint,
    region: env.RELEASES_S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: endpoint !== undefined,
  };
}

/**
 * A client of the object store the setting names. Credentials: the setting's (tests), else the AWS SDK's
 * own chain (AWS_ACCESS_KEY_ID …, a profile, an instance role). An S3-compatible store (an endpoint) gets
 * checksums only where S3 requires them: the SDK's newer default ones are not understood by all of them.
 */
export async function s3ClientOf(storage: S3ReleaseStorage): Promise<S3Client> {
  // Loaded only for the object store: a site on the data directory never loads the SDK.
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    forcePathStyle: storage.forcePathStyle,
    credentials: storage.credentials,
    ...(storage.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
}

/** The release store the setting names: the data directory's (by default) or the object store's (RELEASES_S3_BUCKET). */
export async function releaseStoreOf(storage: ReleaseStorage): Promise<ReleaseStore> {
  if (storage.kind === 'local') return createLocalReleaseStore(storage.dataDir);
  const { createS3ReleaseStore } = await import('./s3ReleaseStore');
  return createS3ReleaseStore({ client: await s3ClientOf(storage), bucket: storage.bucket, prefix: storage.prefix });
}
