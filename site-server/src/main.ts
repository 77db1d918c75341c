import { createServer } from 'node:http';
import { pino, type Logger } from 'pino';
import { REPO_ROOT } from 'site-contract/paths';
import { sectionApiPlugins } from './api/sectionApiPlugins';
import { createSiteServer, type SiteServerOptions } from './app';
import { readConfig, type SiteServerConfig } from './config';
import { ensureBuilt } from './ensureBuilt';
import { metricsAnswer } from './operations/metrics';
import { DEFAULT_SERVER_LIMITS } from './operations/serverLimits';
import type { ReleaseFilesOptions } from './plugins/releaseFiles';
import { DEFAULT_TELEMETRY_RATE_LIMIT } from './plugins/telemetry';
import { createRenderProcessHost } from './render/pool/renderHost';
import { followRevisions, type LiveRegistry } from './registry/liveRegistry';
import { createReleaseFileCache } from './files/releaseFileCache';
import { baseReleaseIdsOf, readBaseReleases } from 'site-contract/releases/baseReleases';
import { openStores, type SiteStores } from 'site-contract/stores';

type SiteServer = Awaited<ReturnType<typeof createSiteServer>>;

/**
 * Bench only (BENCH_MEMORY_ENDPOINT=1 and node --expose-gc): heap in use after a full GC, for
 * `npm run bench:load` to tell real growth from allocator noise. Answers loopback callers only.
 */
function exposeHeapForBench(app: SiteServer) {
  app.get('/__bench/heap', async (request, reply) => {
    // The socket's own address: request.ip may come from X-Forwarded-For.
    const peer = request.raw.socket.remoteAddress;
    if (peer !== '127.0.0.1' && peer !== '::1') return reply.code(404).send();
    (globalThis as { gc?: () => void }).gc?.();
    return { heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss };
  });
}

/**
 * /metrics on a listener of its own, for Prometheus inside the private network; the public listener
 * does not answer it unless METRICS_PUBLIC=1.
 */
async function serveMetrics(app: SiteServer, port: number, host: string) {
  const server = createServer(async (request, response) => {
    if (request.url !== '/metrics') return response.writeHead(404).end();
    const { headers, body } = await metricsAnswer(app.metrics);
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  app.log.info(`metrics on http://${host}:${port}/metrics`);
}

/** What a site server serves from the stores: the registry's revisions, followed, and the releases' files. */
export interface FollowedStores {
  live: LiveRegistry;
  releases: ReleaseFilesOptions;
}

/**
 * Follows the registry's revisions in the stores, and reads each live release's files in as it goes
 * live (served from memory, read from the store once: releaseFileCache.ts).
 */
export async function followStores(
  config: SiteServerConfig,
  stores: SiteStores,
  { log, repoRoot }: { log: Logger; repoRoot: string },
): Promise<FollowedStores> {
  // Each remote's base release: the build the seed registry serves it from (baseReleases.ts), reported with the revision served.
  const bases = config.remotesOnly ? {} : baseReleaseIdsOf(await readBaseReleases(config.registry, { repoRoot }));
  const releaseFiles = createReleaseFileCache(stores.releases, {
    onError: (error, what) => log.warn({ err: error }, `the files of ${what} could not be read in`),
  });
  const live = await followRevisions(stores.revisions, config.registry, {
    intervalMs: config.stores.registryPollMs,
    onError: (error) =>
      log.warn({ err: error }, 'the registry revisions could not be read: the last one read stays live'),
    changes: stores.revisionChanges,
    instance: config.instanceName,
    bases,
    // The live releases' files are read in as soon as they go live: served even while the store is unreachable.
    onRevision: (revision) => void releaseFiles.warm(revision),
  });
  return { live, releases: { readFile: releaseFiles.readFile, integrityOf: releaseFiles.integrityOf } };
}

/** The site server's options as production makes them: from its settings, its halves of the stores and what it follows in them. */
export function siteServerOptionsOf(
  config: SiteServerConfig,
  stores: SiteStores,
  { live, releases }: FollowedStores,
): SiteServerOptions {
  return {
    registry: config.registry,
    live,
    releases,
    telemetry: { store: stores.telemetry, rateLimit: DEFAULT_TELEMETRY_RATE_LIMIT, fleetRateLimit: undefined },
    redis: stores.redis,
    serveShell: !config.remotesOnly,
    packages: config.packages,
    apiPlugins: sectionApiPlugins(),
    apiRateLimit: config.apiRateLimit,
    repoRoot: REPO_ROOT,
    // JSON logs on stdout; LOG_LEVEL=warn (or silent) for fewer.
    logger: true,
    logLevel: config.stores.logLevel,
    trustProxy: config.trustProxy,
    publicMetrics: config.publicMetrics,
    limits: DEFAULT_SERVER_LIMITS,
    siteOrigin: config.siteOrigin,
    servedHostnames: config.servedHostnames,
    renderBudget: config.renderBudget,
    remotesBase: undefined,
    renderHost: (options) => createRenderProcessHost({ ...options, processes: config.renderProcesses }),
  };
}

/**
 * The site server, composed and listening: the visitors' data plane over its halves of the stores
 * (it reads the registry's revisions and the releases, and writes telemetry). The stores are the
 * caller's, opened and closed by it (site-standalone shares them with the control plane).
 */
export async function startSite({ config, stores }: { config: SiteServerConfig; stores: SiteStores }) {
  const { remotesOnly, packages } = config;
  if (config.build) ensureBuilt(remotesOnly ? packages : ['shell', ...packages]);
  // The site server's logger is not made yet: the registry's and the release files' messages go to a JSON logger of their own.
  const log = pino({ level: config.stores.logLevel });
  const app = await createSiteServer(
    siteServerOptionsOf(config, stores, await followStores(config, stores, { log, repoRoot: REPO_ROOT })),
  );
  if (config.benchMemoryEndpoint) exposeHeapForBench(app);
  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  console.log(
    `Expo Guide is serving on http://localhost:${config.port}${remotesOnly ? ` (remotes only: ${remotesOnly.join(', ')})` : ''}`,
  );
  if (config.metrics) await serveMetrics(app, config.metrics.port, config.metrics.host);
  return app;
}

/**
 * `node site-server/dist/server.js`: a site server of a fleet, beside site-control.
 *   --no-build   serve what is built, build nothing
 *   --packages=mfe-access   serve only these remotes (a remote-only origin, for another host)
 */
export async function main(env: NodeJS.ProcessEnv = process.env, args: readonly string[] = process.argv.slice(2)) {
  const config = readConfig(env, args);
  // Only the halves a site server uses (SiteStores): it writes no revision, release or audit entry.
  const stores: SiteStores = await openStores(config.stores, pino({ level: config.stores.logLevel }));
  const app = await startSite({ config, stores }).catch(async (error: unknown) => {
    await stores.close();
    throw error;
  });
  return {
    app,
    shutdown: config.shutdown,
    /** Stops the server (requests in flight finish), then the stores (telemetry's last batch written before Redis quits). */
    close: async () => {
      await app.close();
      await stores.close();
    },
  };
}
