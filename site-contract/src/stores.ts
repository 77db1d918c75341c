import type { Redis } from 'ioredis';
import { createFileAuditLog, createRedisAuditLog, type AuditLog } from './audit/auditLog';
import { connectRedis, type StoreLog } from './redis';
import { createRedisRevisionStore } from './registry/redisRevisionStore';
import { createFileRevisionStore, type RegistryReader, type RevisionStore } from './registry/revisionStore';
import { releaseStoreOf } from './releases/releaseStorage';
import type { ReleaseReader, ReleaseStore } from './releases/releaseStore';
import type { StoreSettings } from './settings';
import { createRedisTelemetryStore } from './telemetry/redisTelemetryStore';
import { createMemoryTelemetryStore, type TelemetryRecorder, type TelemetryStore } from './telemetry/telemetryStore';

/**
 * The stores both services work on, opened one way: on one machine the data folder (and telemetry in
 * this process's memory), in a fleet Redis for the registry's revisions, telemetry and the audit log,
 * and the object store for releases when RELEASES_S3_BUCKET is set.
 */
export interface Stores {
  /** The fleet's connection, for what else a service keeps in Redis (rate limits, upstream answers, the leader's lease). */
  redis?: Redis;
  revisions: RevisionStore;
  /** Announcements of each new revision (Redis pub/sub), when the store makes them; polling alone otherwise. */
  revisionChanges?: (onRevision: () => void) => Promise<() => Promise<void>>;
  releases: ReleaseStore;
  telemetry: TelemetryStore;
  audit: AuditLog;
  /** Flushes telemetry, then closes the connection to Redis. */
  close(): Promise<void>;
}

/**
 * The halves of the stores a site server (the visitors' data plane) holds: it reads the registry and
 * the releases and records telemetry, and the compiler keeps it from writing a revision, a release or
 * an audit entry, or reading the judge's figures. Stores is one (the control plane's whole).
 */
export interface SiteStores {
  redis?: Redis;
  revisions: RegistryReader;
  revisionChanges?: Stores['revisionChanges'];
  releases: ReleaseReader;
  telemetry: TelemetryRecorder;
  close(): Promise<void>;
}

export async function openStores(settings: StoreSettings, log: StoreLog): Promise<Stores> {
  const redis = settings.redisUrl ? connectRedis(settings.redisUrl, log) : undefined;
  const redisRevisions = redis && createRedisRevisionStore(redis);
  const telemetry = redis
    ? createRedisTelemetryStore(redis, {
        ...settings.telemetry,
        onError: (error) =>
          log.warn(
            { err: error },
            'telemetry could not be written to or read from Redis: its events of the moment are lost',
          ),
      })
    : createMemoryTelemetryStore(settings.telemetry);
  return {
    redis,
    revisions: redisRevisions ?? createFileRevisionStore(settings.data.registry),
    revisionChanges: redisRevisions && ((onRevision) => redisRevisions.subscribe(() => onRevision())),
    releases: await releaseStoreOf(settings.releaseStorage),
    telemetry,
    audit: redis ? createRedisAuditLog(redis) : createFileAuditLog(settings.data.audit),
    async close() {
      await telemetry.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
