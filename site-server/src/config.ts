import { availableParallelism, hostname } from 'node:os';
import path from 'node:path';
import { loadRegistry, locallyServedPackages, type RemoteRegistry } from './registry/registry';
import { renderBudgetFromEnv, type RenderBudgetSetting } from './pages/renderBudget';
import { parseSiteOrigin, servedHostnames } from './security/siteOrigin';
import { shutdownTimingFromEnv, type ShutdownTiming } from './operations/gracefulShutdown';
import { parseTrustProxy, type TrustProxySetting } from './operations/trustProxy';
import { parseDeliveryKeys, type DeliveryKey } from './delivery/deliveryKeys';
import { TELEMETRY_DEFAULTS } from './telemetry/telemetryStore';
import { DEFAULT_THRESHOLDS } from './rollout/verdict';

/*
 * The site server's one view of its surroundings: where the builds are, and every setting the
 * environment gives it. Nothing else in the server works out a path or reads process.env (the render
 * process gets its settings from the site server, and the upstream APIs read their own keys).
 */

// This file sits one folder below site-server/ (site-server/src/), and so do the bundles that include
// it (site-server/dist/server.js, renderWorker.js): __dirname leads to the same places from both.
const SITE_SERVER_ROOT = path.resolve(__dirname, '..');
export const REPO_ROOT = path.resolve(SITE_SERVER_ROOT, '..');
const SITE_SERVER_DIST = path.join(SITE_SERVER_ROOT, 'dist');
/** The site server, built to JavaScript (build/bundle.ts). */
export const SERVER_FILE = path.join(SITE_SERVER_DIST, 'server.js');
/** The render process, one file (build/bundle.ts): the only file that process may read. */
export const RENDER_WORKER_FILE = path.join(SITE_SERVER_DIST, 'renderWorker.js');

/** The site's root package.json: the shared singletons the shell offers are the versions installed beside it. */
export const SITE_PACKAGE_JSON = path.join(REPO_ROOT, 'package.json');

/** A package's browser build (`shell`, `mfe-shop`) under a checkout or a packaged site at `root`. */
export const buildFolder = (pkg: string, root = REPO_ROOT) => path.join(root, pkg, 'dist');

/** The file a package's production build leaves last, which readiness and `npm start` look for: the shell's page template, a remote's manifest. */
export const buildMarker = (pkg: string, root = REPO_ROOT) =>
  path.join(buildFolder(pkg, root), pkg === 'shell' ? 'index.html' : 'mf-manifest.json');

/** Render processes per instance by default: one per core, up to two. */
export const DEFAULT_RENDER_PROCESSES = Math.min(2, availableParallelism());

/** How often the canary judge looks at the running canaries by default. */
export const DEFAULT_JUDGE_EVERY_MS = 15_000;

/** The default per-client limit on /api requests. */
export const DEFAULT_API_RATE_LIMIT = { max: 120, windowMs: 60_000 };

/** The default per-client limit on the delivery API, which slows a guesser of keys and a runaway script alike. */
export const DEFAULT_DELIVERY_RATE_LIMIT = { max: 120, windowMs: 60_000 };

export interface SiteServerConfig {
  port: number;
  host: string;
  registry: RemoteRegistry;
  /** The remotes this instance serves the files of. */
  packages: string[];
  /** `--packages=…`: a remote-only origin serving these and no shell. */
  remotesOnly?: string[];
  /** `--no-build`: serve what is built, build nothing. */
  build: boolean;
  siteOrigin: string;
  servedHostnames: ReadonlySet<string>;
  renderBudget: RenderBudgetSetting;
  renderProcesses: number;
  apiRateLimit: { max: number; windowMs: number };
  trustProxy: TrustProxySetting;
  redisUrl?: string;
  logLevel: string;
  publicMetrics: boolean;
  /** METRICS_PORT: /metrics on a listener of its own, on METRICS_HOST (loopback by default). */
  metrics?: { port: number; host: string };
  shutdown: ShutdownTiming;
  /** Bench only (BENCH_MEMORY_ENDPOINT=1): heap figures for `npm run bench:load`. */
  benchMemoryEndpoint: boolean;
  /** DATA_DIR: the releases, the registry's revisions, the audit log and the delivery keys made here. */
  data: DataPaths;
  /** The delivery API's private listener (DELIVERY_PORT, DELIVERY_HOST), or none. */
  delivery?: { port: number; host: string; rateLimit: { max: number; windowMs: number } };
  /** DELIVERY_KEYS: name:scope:sha256 of each key (more are read from the data directory's key file). */
  deliveryKeys: DeliveryKey[];
  /** How often the registry's latest revision is read (REGISTRY_POLL_MS). */
  registryPollMs: number;
  /** The values of the server's secrets in the environment (SECRET_VARIABLES), which no release may carry. */
  serverSecrets: string[];
  /** JUDGE_EVERY_MS, JUDGE_MIN_VISITORS: how often the canary judge looks, and the visitors each side needs before it decides. */
  judge: { everyMs: number; minVisitors: number };
  /**
   * TELEMETRY_WINDOW_MS, TELEMETRY_SAMPLE_WINDOW_MS: the telemetry store's windows of visitor counts
   * and of vital samples (a minute and ten minutes; the judge counts from the window holding a canary's start).
   */
  telemetry: { windowMs: number; sampleWindowMs: number };
  /** INSTANCE_NAME: how this instance names itself when it reports the registry revision it serves; its host name and port by default. */
  instanceName: string;
  /** Where releases are kept: the data directory, or an S3-compatible object store (RELEASES_S3_BUCKET …). */
  releaseStorage: ReleaseStorage;
}

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

/** The environment variables that hold a credential: the upstream APIs' keys and the object store's secret. */
export const SECRET_VARIABLES = [
  'CJ_PERSONAL_ACCESS_TOKEN',
  'CJ_COMPANY_ID',
  'GELATO_API_KEY',
  'GELATO_STORE_ID',
  'AWS_SECRET_ACCESS_KEY',
] as const;

export interface DataPaths {
  root: string;
  /** The registry's revisions, one file each. */
  registry: string;
  audit: string;
  /** Keys made with `npm run release -- key`: name:scope:sha256 lines, never a key. */
  keys: string;
}

export const dataPaths = (root: string): DataPaths => ({
  root,
  registry: path.join(root, 'registry'),
  audit: path.join(root, 'audit.log'),
  keys: path.join(root, 'delivery-keys'),
});

/** The data directory by default: `.data` in the checkout (ignored by git). */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
/** The delivery API's port when PORT is left at its default (8080): the site's own setup, `npm start`. */
export const DEFAULT_DELIVERY_PORT = 8090;

/** DELIVERY_PORT: a port, `off`; unset, the default when PORT is unset too, else none (so instances given ports of their own never collide on it). */
function deliveryListener(env: NodeJS.ProcessEnv) {
  if (env.DELIVERY_PORT === 'off') return undefined;
  const port =
    env.DELIVERY_PORT === undefined
      ? env.PORT === undefined
        ? DEFAULT_DELIVERY_PORT
        : undefined
      : Number(env.DELIVERY_PORT);
  if (port === undefined) return undefined;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`DELIVERY_PORT: ${JSON.stringify(env.DELIVERY_PORT)} is not a port (or off)`);
  return {
    port,
    host: env.DELIVERY_HOST || '127.0.0.1',
    // Tests that drive many releases a minute raise it.
    rateLimit: {
      max: positive(env.DELIVERY_RATE_LIMIT_MAX, DEFAULT_DELIVERY_RATE_LIMIT.max),
      windowMs: positive(env.DELIVERY_RATE_LIMIT_WINDOW_MS, DEFAULT_DELIVERY_RATE_LIMIT.windowMs),
    },
  };
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value ?? fallback);
  return number > 0 ? number : fallback;
};

function telemetryWindows(env: NodeJS.ProcessEnv) {
  const windowMs = positive(env.TELEMETRY_WINDOW_MS, TELEMETRY_DEFAULTS.windowMs);
  const sampleWindowMs = positive(env.TELEMETRY_SAMPLE_WINDOW_MS, TELEMETRY_DEFAULTS.sampleWindowMs);
  if (sampleWindowMs % windowMs !== 0)
    throw new Error(
      `TELEMETRY_SAMPLE_WINDOW_MS (${sampleWindowMs}) is not a multiple of TELEMETRY_WINDOW_MS (${windowMs})`,
    );
  return { windowMs, sampleWindowMs };
}

/**
 * Every setting, read and checked at once before anything starts, so a wrong one stops the start
 * with its name. `args`: the command line's (--no-build, --packages=mfe-access,…).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, args: readonly string[] = []): SiteServerConfig {
  const registry = loadRegistry(env);
  const remotesOnly = args
    .find((arg) => arg.startsWith('--packages='))
    ?.split('=')[1]
    ?.split(',');
  const port = Number(env.PORT ?? 8080);
  const siteOrigin = parseSiteOrigin(env.SITE_ORIGIN, port);
  const renderProcesses = Number(env.RENDER_PROCESSES);
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    registry,
    packages: remotesOnly ?? locallyServedPackages(registry),
    remotesOnly,
    build: !args.includes('--no-build'),
    siteOrigin,
    servedHostnames: servedHostnames(siteOrigin, env.SITE_HOSTS),
    renderBudget: renderBudgetFromEnv(env),
    // One render process per core, up to two; an instance per core of a larger host may want 1.
    renderProcesses:
      Number.isInteger(renderProcesses) && renderProcesses > 0 ? renderProcesses : DEFAULT_RENDER_PROCESSES,
    // Tests and load benches raise the /api limit.
    apiRateLimit: {
      max: positive(env.API_RATE_LIMIT_MAX, DEFAULT_API_RATE_LIMIT.max),
      windowMs: positive(env.API_RATE_LIMIT_WINDOW_MS, DEFAULT_API_RATE_LIMIT.windowMs),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicMetrics: env.METRICS_PUBLIC === '1',
    metrics: env.METRICS_PORT ? { port: Number(env.METRICS_PORT), host: env.METRICS_HOST || '127.0.0.1' } : undefined,
    shutdown: shutdownTimingFromEnv(env),
    benchMemoryEndpoint: env.BENCH_MEMORY_ENDPOINT === '1',
    data: dataPaths(dataDir),
    delivery: deliveryListener(env),
    deliveryKeys: parseDeliveryKeys(env.DELIVERY_KEYS),
    registryPollMs: positive(env.REGISTRY_POLL_MS, 500),
    serverSecrets: SECRET_VARIABLES.map((name) => env[name]).filter((value): value is string => Boolean(value)),
    instanceName: env.INSTANCE_NAME || `${hostname()}:${port}`,
    judge: {
      everyMs: positive(env.JUDGE_EVERY_MS, DEFAULT_JUDGE_EVERY_MS),
      minVisitors: positive(env.JUDGE_MIN_VISITORS, DEFAULT_THRESHOLDS.minVisitors),
    },
    releaseStorage: releaseStorageFromEnv(env, dataDir),
    telemetry: telemetryWindows(env),
  };
}
