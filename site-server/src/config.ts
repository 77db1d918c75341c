import { availableParallelism, hostname } from 'node:os';
import { loadRegistry, locallyServedPackages, type RemoteRegistry } from 'site-contract/registry/registry';
import { renderBudgetFromEnv, type RenderBudgetSetting } from './pages/renderBudget';
import { parseSiteOrigin, servedHostnames } from './security/siteOrigin';
import { shutdownTimingFromEnv, type ShutdownTiming } from './operations/gracefulShutdown';
import { parseTrustProxy, type TrustProxySetting } from './operations/trustProxy';
import { portSetting, positive, readStoreSettings, type StoreSettings } from 'site-contract/settings';

/*
 * The site server's one view of its surroundings: where the builds are, and every setting the
 * environment gives it. Nothing else in the server works out a path or reads process.env (the render
 * process gets its settings from the site server, and the upstream APIs read their own keys).
 */

/** Render processes per instance by default: one per core, up to two. */
export const DEFAULT_RENDER_PROCESSES = Math.min(2, availableParallelism());

/** The default per-client limit on /api requests. */
export const DEFAULT_API_RATE_LIMIT = { max: 120, windowMs: 60_000 };

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
  publicMetrics: boolean;
  /** METRICS_PORT: /metrics on a listener of its own, on METRICS_HOST (loopback by default). */
  metrics?: { port: number; host: string };
  shutdown: ShutdownTiming;
  /** Bench only (BENCH_MEMORY_ENDPOINT=1): heap figures for `npm run bench:load`. */
  benchMemoryEndpoint: boolean;
  /** The stores' settings (REDIS_URL, DATA_DIR, RELEASES_S3_*, TELEMETRY_*, REGISTRY_POLL_MS, LOG_LEVEL). */
  stores: StoreSettings;
  /** INSTANCE_NAME: how this instance names itself when it reports the registry revision it serves; its host name and port by default. */
  instanceName: string;
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
  const port = portSetting('PORT', env.PORT, 8080);
  const siteOrigin = parseSiteOrigin(env.SITE_ORIGIN, port);
  const renderProcesses = Number(env.RENDER_PROCESSES);
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
    publicMetrics: env.METRICS_PUBLIC === '1',
    metrics: env.METRICS_PORT
      ? { port: portSetting('METRICS_PORT', env.METRICS_PORT, 0), host: env.METRICS_HOST || '127.0.0.1' }
      : undefined,
    shutdown: shutdownTimingFromEnv(env),
    benchMemoryEndpoint: env.BENCH_MEMORY_ENDPOINT === '1',
    instanceName: env.INSTANCE_NAME || `${hostname()}:${port}`,
    stores: readStoreSettings(env),
  };
}
