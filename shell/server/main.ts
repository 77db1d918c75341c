import { createServer } from 'node:http';
import { sectionApiPlugins } from './apiPlugins';
import { ensureBuilt } from './ensureBuilt';
import { loadRegistry, locallyServedPackages } from './registry';
import { DEFAULT_API_RATE_LIMIT, createSiteServer } from './siteServer';
import { closeGracefullyOnSignals, shutdownTimingFromEnv } from './operations/gracefulShutdown';
import { parseTrustProxy } from './operations/trustProxy';
import { connectRedis } from './operations/redisState';
import { metricsAnswer } from './operations/metrics';
import { pino } from 'pino';
import { DEFAULT_RENDER_PROCESSES, createRenderProcessHost } from './render/renderHost';
import { renderBudgetFromEnv } from './renderBudget';
import { parseSiteOrigin, servedHostnames } from './siteOrigin';

/**
 * Bench only (BENCH_MEMORY_ENDPOINT=1 and node --expose-gc): heap in use after a full GC, for
 * `npm run bench:load` to tell real growth from allocator noise. Answers loopback callers only.
 */
function exposeHeapForBench(app: Awaited<ReturnType<typeof createSiteServer>>) {
  app.get('/__bench/heap', async (request, reply) => {
    // The socket's own address: request.ip may come from X-Forwarded-For.
    const peer = request.raw.socket.remoteAddress;
    if (peer !== '127.0.0.1' && peer !== '::1') return reply.code(404).send();
    (globalThis as { gc?: () => void }).gc?.();
    return { heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss };
  });
}

/**
 * METRICS_PORT: /metrics on a listener of its own (on METRICS_HOST, loopback by default), for
 * Prometheus inside the private network; the public listener does not answer it unless METRICS_PUBLIC=1.
 */
async function serveMetrics(app: Awaited<ReturnType<typeof createSiteServer>>, port: number, host: string) {
  const server = createServer(async (request, response) => {
    if (request.url !== '/metrics') return response.writeHead(404).end();
    const { headers, body } = await metricsAnswer(app.metrics);
    response.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  app.log.info(`metrics on http://${host}:${port}/metrics`);
}

/** API_RATE_LIMIT_MAX / API_RATE_LIMIT_WINDOW_MS tune the /api limit (tests and load benches raise it). */
function apiRateLimitFromEnv() {
  const max = Number(process.env.API_RATE_LIMIT_MAX ?? DEFAULT_API_RATE_LIMIT.max);
  const windowMs = Number(process.env.API_RATE_LIMIT_WINDOW_MS ?? DEFAULT_API_RATE_LIMIT.windowMs);
  return { max: max > 0 ? max : DEFAULT_API_RATE_LIMIT.max, windowMs: windowMs > 0 ? windowMs : DEFAULT_API_RATE_LIMIT.windowMs };
}

/** RENDER_PROCESSES: render processes per instance (default one per core, up to two; an instance per core of a larger host may want 1). */
function renderProcessesFromEnv() {
  const count = Number(process.env.RENDER_PROCESSES);
  return Number.isInteger(count) && count > 0 ? count : DEFAULT_RENDER_PROCESSES;
}

/**
 * `npm start`: builds whatever is missing, then serves the shell, every locally hosted remote,
 * the registry and the API on http://localhost:${PORT:-8080}.
 *   --no-build   serve what is built, build nothing
 *   --packages=mfe-access   serve only these remotes (a remote-only origin, for another host)
 */
async function main() {
  const args = process.argv.slice(2);
  const registry = loadRegistry();
  const only = args
    .find((arg) => arg.startsWith('--packages='))
    ?.split('=')[1]
    ?.split(',');
  const packages = only ?? locallyServedPackages(registry);
  const port = Number(process.env.PORT ?? 8080);
  // Settings are read before anything is built, so a wrong one stops the start at once with its name.
  const siteOrigin = parseSiteOrigin(process.env.SITE_ORIGIN, port);
  const hostnames = servedHostnames(siteOrigin, process.env.SITE_HOSTS);
  const renderBudget = renderBudgetFromEnv(process.env);
  if (!args.includes('--no-build')) ensureBuilt(only ? packages : ['shell', ...packages]);

  // The site server's logger is not made yet: Redis's outage messages go to a JSON logger of their own.
  const redis = process.env.REDIS_URL ? connectRedis(process.env.REDIS_URL, pino({ level: process.env.LOG_LEVEL ?? 'info' })) : undefined;
  const app = await createSiteServer({
    redis,
    registry,
    packages,
    serveShell: !only,
    renderHost: (options) => createRenderProcessHost({ ...options, processes: renderProcessesFromEnv() }),
    apiPlugins: sectionApiPlugins(),
    apiRateLimit: apiRateLimitFromEnv(),
    // JSON logs on stdout; LOG_LEVEL=warn (or silent) for fewer.
    logger: true,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    publicMetrics: process.env.METRICS_PUBLIC === '1',
    siteOrigin,
    servedHostnames: hostnames,
    renderBudget,
  });
  if (process.env.BENCH_MEMORY_ENDPOINT === '1') exposeHeapForBench(app);
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  console.log(`Expo Guide is serving on http://localhost:${port}${only ? ` (remotes only: ${only.join(', ')})` : ''}`);
  if (process.env.METRICS_PORT) await serveMetrics(app, Number(process.env.METRICS_PORT), process.env.METRICS_HOST ?? '127.0.0.1');
  closeGracefullyOnSignals(app, shutdownTimingFromEnv());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
