import { createServer } from 'node:http';
import { pino } from 'pino';
import { sectionApiPlugins } from './api/sectionApiPlugins';
import { createSiteServer } from './app';
import { readConfig, type SiteServerConfig } from './config';
import { ensureBuilt } from './ensureBuilt';
import { metricsAnswer } from './operations/metrics';
import { createRenderProcessHost } from './render/pool/renderHost';
import { followRevisions } from './registry/liveRegistry';
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

/**
 * The site server, composed: the visitors' data plane over the stores (it reads the registry's
 * revisions and the releases, and writes telemetry). `stores`: opened by the caller when it shares
 * them (site-standalone), else here and closed with the server.
 */
export async function startSite(config: SiteServerConfig, shared?: SiteStores) {
  const { remotesOnly, packages } = config;
  if (config.build) ensureBuilt(remotesOnly ? packages : ['shell', ...packages]);
  // The site server's logger is not made yet: Redis's and the registry's messages go to a JSON logger of their own.
  const log = pino({ level: config.stores.logLevel });
  // Only the halves a site server uses (SiteStores): it writes no revision, release or audit entry.
  const stores: SiteStores = shared ?? (await openStores(config.stores, log));
  const { redis, releases, revisions, telemetry } = stores;
  // Each remote's base release: the build the seed registry serves it from (baseReleases.ts), reported with the revision served.
  const bases = remotesOnly ? {} : baseReleaseIdsOf(await readBaseReleases(config.registry));
  const releaseFiles = createReleaseFileCache(releases, {
    onError: (error, what) => log.warn({ err: error }, `the files of ${what} could not be read in`),
  });
  const liveRegistry = await followRevisions(revisions, config.registry, {
    intervalMs: config.stores.registryPollMs,
    onError: (error) =>
      log.warn({ err: error }, 'the registry revisions could not be read: the last one read stays live'),
    changes: stores.revisionChanges,
    instance: config.instanceName,
    bases,
    // The live releases' files are read in as soon as they go live: served even while the store is unreachable.
    onRevision: (revision) => void releaseFiles.warm(revision),
  });
  const app = await createSiteServer({
    telemetry,
    redis,
    registry: config.registry,
    liveRegistry,
    // Served from memory, read from the store once (releaseFileCache.ts).
    releases: { readFile: releaseFiles.readFile, integrityOf: releaseFiles.integrityOf },
    packages,
    serveShell: !remotesOnly,
    renderHost: (options) => createRenderProcessHost({ ...options, processes: config.renderProcesses }),
    apiPlugins: sectionApiPlugins(),
    apiRateLimit: config.apiRateLimit,
    // JSON logs on stdout; LOG_LEVEL=warn (or silent) for fewer.
    logger: true,
    logLevel: config.stores.logLevel,
    trustProxy: config.trustProxy,
    publicMetrics: config.publicMetrics,
    siteOrigin: config.siteOrigin,
    servedHostnames: config.servedHostnames,
    renderBudget: config.renderBudget,
  });
  app.addHook('onClose', async () => liveRegistry.stop());
  if (config.benchMemoryEndpoint) exposeHeapForBench(app);
  // Stores opened here are closed here (telemetry's last batch written before Redis quits).
  if (!shared) app.addHook('onClose', async () => stores.close());
  await app.listen({ port: config.port, host: config.host });
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
  const app = await startSite(config);
  return { app, shutdown: config.shutdown, close: () => app.close() };
}
