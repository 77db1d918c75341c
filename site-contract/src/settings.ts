import path from 'node:path';
import { DEFAULT_DATA_DIR, dataPaths, type DataPaths } from './paths';
import { releaseStorageFromEnv, type ReleaseStorage } from './releases/releaseStorage';
import { TELEMETRY_DEFAULTS } from './telemetry/telemetryStore';

/** The settings of the stores both services open (openStores), read from the environment alike by each. */
export interface StoreSettings {
  /** REDIS_URL: the fleet's shared state; none on one machine. */
  redisUrl?: string;
  /** DATA_DIR: the releases, the registry's revisions, the audit log and the delivery keys made here. */
  data: DataPaths;
  /** Where releases are kept: the data directory, or an S3-compatible object store (RELEASES_S3_BUCKET …). */
  releaseStorage: ReleaseStorage;
  /**
   * TELEMETRY_WINDOW_MS, TELEMETRY_SAMPLE_WINDOW_MS: the telemetry store's windows of visitor counts
   * and of vital samples (a minute and ten minutes; the judge counts from the window holding a canary's start).
   */
  telemetry: { windowMs: number; sampleWindowMs: number };
  /** REGISTRY_POLL_MS: how often the registry's latest revision is read. */
  registryPollMs: number;
  /** LOG_LEVEL: info by default. */
  logLevel: string;
}

/** A setting that must be a positive number: its value, or `fallback` when unset or not one. */
export const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  return number > 0 ? number : fallback;
};

/** A port setting (0–65535), or a clear error naming it. */
export function portSetting(name: string, value: string | undefined, fallback: number): number {
  const port = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name}: ${JSON.stringify(value)} is not a port`);
  return port;
}

function telemetryWindows(env: NodeJS.ProcessEnv) {
  const windowMs = positive(env.TELEMETRY_WINDOW_MS, TELEMETRY_DEFAULTS.windowMs);
  const sampleWindowMs = positive(env.TELEMETRY_SAMPLE_WINDOW_MS, TELEMETRY_DEFAULTS.sampleWindowMs);
  if (sampleWindowMs % windowMs !== 0)
    throw new Error(
      `TELEMETRY_SAMPLE_WINDOW_MS (${sampleWindowMs}) is not a multiple of TELEMETRY_WINDOW_MS (${windowMs})`,
    );
  return { windowMs, sampleWindowMs };
}

export function readStoreSettings(env: NodeJS.ProcessEnv): StoreSettings {
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR;
  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\/[^/]/.test(redisUrl))
    throw new Error(`REDIS_URL: ${JSON.stringify(redisUrl)} is not a redis:// (or rediss://) URL`);
  return {
    redisUrl,
    data: dataPaths(dataDir),
    releaseStorage: releaseStorageFromEnv(env, dataDir),
    telemetry: telemetryWindows(env),
    registryPollMs: positive(env.REGISTRY_POLL_MS, 500),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
