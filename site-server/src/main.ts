import { createServer } from 'node:http';
import { pino } from 'pino';
import { sectionApiPlugins } from './api/sectionApiPlugins';
import { readFileSync } from 'node:fs';
import { createSiteServer, ownAddress, rendererApi } from './app';
import { buildFolder, readConfig, SITE_PACKAGE_JSON } from './config';
import { ensureBuilt } from './ensureBuilt';
import { closeGracefullyOnSignals } from './operations/gracefulShutdown';
import { metricsAnswer } from './operations/metrics';
import { connectRedis } from './operations/redisState';
import { createRenderProcessHost } from './render/pool/renderHost';
import { createFileAuditLog } from './delivery/auditLog';
import { createDelivery } from './delivery/delivery';
import { deliveryKeysOf } from './delivery/deliveryKeys';
import { createDeliveryServer } from './delivery/deliveryServer';
import { followRevisions } from './delivery/liveRegistry';
import { releaseStoreOf } from './delivery/releaseStorage';
import { createReleaseFileCache } from './delivery/releaseFileCache';
import { createFileRevisionStore } from './delivery/revisionStore';
import { createRetentionJob } from './delivery/retention';
import { baseReleaseIdsOf, readBaseReleases, recordBaseReleases } from './delivery/baseReleases';
import { createRedisRevisionStore } from './delivery/redisRevisionStore';
import { shellSingletons } from './delivery/installedSingletons';
import { runGates } from './delivery/releaseGates';
import { createReleaseRenderGate } from './delivery/releaseRenderGate';
import { createJudge } from './rollout/judge';
import { DEFAULT_THRESHOLDS } from './rollout/verdict';
import { createMemoryTelemetryStore } from './telemetry/telemetryStore';
import { createRedisTelemetryStore } from './telemetry/redisTelemetryStore';

/** How often the retention job looks for releases nothing can pin any more. */
const RETENTION_RUN_EVERY_MS = 60 * 60 * 1000;
/**
 * Its first run after the delivery API listens: late enough for every instance to have reported the
 * revision it serves (retention removes nothing while one serves a revision the store has lost).
 */
const RETENTION_FIRST_RUN_AFTER_MS = 60 * 1000;

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
 * `npm start`: builds whatever is missing, then serves the shell, every locally hosted remote,
 * the registry and the API on http://localhost:${PORT:-8080}.
 *   --no-build   serve what is built, build nothing
 *   --packages=mfe-access   serve only these remotes (a remote-only origin, for another host)
 */
async function main() {
  const config = readConfig(process.env, process.argv.slice(2));
  const { remotesOnly, packages } = config;
  if (config.build) ensureBuilt(remotesOnly ? packages : ['shell', ...packages]);

  // The site server's logger is not made yet: Redis's and the registry's messages go to a JSON logger of their own.
  const log = pino({ level: config.logLevel });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined;
  // Releases: the stored ones, and the registry's revisions, followed while the server runs.
  // In the data directory, or in an S3-compatible object store for a fleet (RELEASES_S3_BUCKET).
  const releases = await releaseStoreOf(config);
  const takesPublishes = Boolean(config.delivery && !remotesOnly);
  // Each remote's base release: the build the seed registry serves it from (baseReleases.ts).
  const baseBuilds = remotesOnly
    ? []
    : await readBaseReleases(config.registry, {
        onError: (error, source) =>
          log.warn(
            { err: error, source },
            `the build at ${source} could not be read as its remote's base release: a first canary of it needs a release promoted first`,
          ),
      });
  const bases = baseReleaseIdsOf(baseBuilds);
  const releaseFiles = createReleaseFileCache(releases, {
    onError: (error, what) => log.warn({ err: error }, `the files of ${what} could not be read in`),
  });
  // Revisions in the data folder on one machine; in Redis for a fleet, where a change is announced at once (pub/sub, polling behind it).
  const redisRevisions = redis ? createRedisRevisionStore(redis) : undefined;
  const revisions = redisRevisions ?? createFileRevisionStore(config.data.registry);
  const liveRegistry = await followRevisions(revisions, config.registry, {
    intervalMs: config.registryPollMs,
    onError: (error) =>
      log.warn({ err: error }, 'the registry revisions could not be read: the last one read stays live'),
    changes: redisRevisions && ((onRevision) => redisRevisions.subscribe(() => onRevision())),
    instance: config.instanceName,
    bases,
    // The live releases' files are read in as soon as they go live: served even while the store is unreachable.
    onRevision: (revision) => void releaseFiles.warm(revision),
  });
  // What visitors experience per release: in this instance's memory, or in Redis for a fleet.
  const telemetry = redis
    ? createRedisTelemetryStore(redis, {
        ...config.telemetry,
        onError: (error) =>
          log.warn(
            { err: error },
            'telemetry could not be written to or read from Redis: its events of the moment are lost',
          ),
      })
    : createMemoryTelemetryStore(config.telemetry);
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
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    publicMetrics: config.publicMetrics,
    siteOrigin: config.siteOrigin,
    servedHostnames: config.servedHostnames,
    renderBudget: config.renderBudget,
  });
  app.addHook('onClose', async () => liveRegistry.stop());
  // The delivery API (npm run release), on its own listener: never the public one.
  const audit = createFileAuditLog(config.data.audit);
  const delivery = createDelivery({
    releases,
    revisions,
    audit,
    bases,
    gates: (upload) =>
      runGates(upload, {
        shellShared: shellSingletons(buildFolder('shell'), SITE_PACKAGE_JSON),
        shellBuild: buildFolder('shell'),
        secrets: config.serverSecrets,
        sandboxRender: createReleaseRenderGate({
          registry: liveRegistry.current,
          base: () => ownAddress(app),
          template: () => readFileSync(`${buildFolder('shell')}/index.html`, 'utf8'),
          api: rendererApi(app),
        }),
      }),
  });
  // The judge watches the canaries from the instance that takes publishes (rollout/judge.ts).
  const judge = takesPublishes
    ? createJudge({
        revisions,
        telemetry,
        delivery,
        audit,
        thresholds: { ...DEFAULT_THRESHOLDS, minVisitors: config.judge.minVisitors },
        onError: (error) => app.log.warn({ err: error }, 'the judge could not look at the canaries'),
      })
    : undefined;
  if (judge) {
    const stopJudge = judge.start(config.judge.everyMs);
    app.addHook('onClose', async () => stopJudge());
  }
  const deliveryServer = takesPublishes
    ? createDeliveryServer({
        delivery,
        rateLimit: config.delivery?.rateLimit,
        keys: deliveryKeysOf(config.deliveryKeys, config.data.keys),
        judge: async () => judge?.reports() ?? [],
      })
    : undefined;
  if (deliveryServer) app.addHook('onClose', async () => deliveryServer.close());
  // Old releases go once nothing can pin them any more (retention.ts): run by the instance that takes publishes.
  const retention = deliveryServer
    ? createRetentionJob({
        listAll: releases.listAll,
        history: () => revisions.history(Infinity),
        latest: () => revisions.latest(),
        instances: () => revisions.instances(),
        remove: releases.remove,
        audit,
        log: app.log,
      })
    : undefined;
  // Started once the delivery API listens (below); hooks cannot be added after listen, so this one is added now.
  let stopRetention: (() => void) | undefined;
  app.addHook('onClose', async () => stopRetention?.());
  if (config.benchMemoryEndpoint) exposeHeapForBench(app);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Added after Redis's: onClose hooks run last-added first, so the last batch is written before Redis quits.
  app.addHook('onClose', async () => telemetry.close());
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Expo Guide is serving on http://localhost:${config.port}${remotesOnly ? ` (remotes only: ${remotesOnly.join(', ')})` : ''}`,
  );
  if (config.metrics) await serveMetrics(app, config.metrics.port, config.metrics.host);
  if (deliveryServer && config.delivery) {
    await releases.sweepUploads();
    // Stored before the delivery API takes a first canary or rollback that needs them.
    await recordBaseReleases(baseBuilds, releases, {
      onDiffers: (base, files) =>
        app.log.error(
          { remote: base.remote, release: base.release, files },
          `${base.remote}'s build at ${base.source} differs from its base release ${base.release} as recorded: the recorded files stay the base release, and the changed ones are refused`,
        ),
    });
    // Their files are not needed once stored: the store serves them from here on.
    baseBuilds.length = 0;
    await deliveryServer.listen({ port: config.delivery.port, host: config.delivery.host });
    app.log.info(`delivery API (npm run release) on http://${config.delivery.host}:${config.delivery.port}`);
    stopRetention = retention?.start({ firstAfterMs: RETENTION_FIRST_RUN_AFTER_MS, everyMs: RETENTION_RUN_EVERY_MS });
  }
  closeGracefullyOnSignals(app, config.shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
