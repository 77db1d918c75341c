import type { S3Client } from '@aws-sdk/client-s3';
import type { S3ReleaseStorage, SiteServerConfig } from '../config';
import { createLocalReleaseStore, type ReleaseStore } from './releaseStore';

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

/** The release store the configuration names: the data directory's (by default) or the object store's (RELEASES_S3_BUCKET). */
export async function releaseStoreOf(config: Pick<SiteServerConfig, 'releaseStorage'>): Promise<ReleaseStore> {
  const storage = config.releaseStorage;
  if (storage.kind === 'local') return createLocalReleaseStore(storage.dataDir);
  const { createS3ReleaseStore } = await import('./s3ReleaseStore');
  return createS3ReleaseStore({ client: await s3ClientOf(storage), bucket: storage.bucket, prefix: storage.prefix });
}
