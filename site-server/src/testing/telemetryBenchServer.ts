import { createHash } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { createSiteServer } from '../app';
import { connectRedis } from 'site-contract/redis';
import { DEFAULT_TELEMETRY_RATE_LIMIT } from '../plugins/telemetry';
import { bucketOf, visitorKey } from 'site-contract/rollout/visitor';
import { createRedisTelemetryStore } from 'site-contract/telemetry/redisTelemetryStore';
import { createMemoryTelemetryStore } from 'site-contract/telemetry/telemetryStore';
import { createClientOnlyRenderHost } from './clientOnlyRenderHost';
import { siteServerOptions } from './siteServerOptions';

/**
 * The telemetry load bench's server process: bench-only code, so it sits in testing/ (scripts/bench/
 * telemetryLoad.ts starts it with `fork`, by its path TELEMETRY_BENCH_SERVER_FILE from
 * 'site-server/testing', so the load and the server do not share a core). It is the site server as
 * createSiteServer makes it (its operations, security and compression hooks on every answer; pages
 * rendered by the browser, which this bench asks for none of) with the telemetry plugin, its store in
 * memory or, with REDIS_URL, in Redis (with BENCH_FLEET_RATE_LIMIT=1, the rate limit too). Before it
 * tells its parent where it listens, it records that each bench visitor was served mfe_shop's live
 * release or, for a tenth of them, its canary, and mfe_housing's live release: what page requests
 * would have recorded.
 *
 * Messages: it sends { url, visitors: [{ id, shop }] } once listening; 'reset-cpu' starts counting its
 * CPU time, its answers' times and its event loop's delay; it answers 'figures' with the store's
 * figures of both mfe_shop releases, how long reading them took, and since 'reset-cpu' its CPU time,
 * the time its answers took in it (from the request's arrival to its answer's end) and how late its
 * event loop ran; it exits on 'stop'.
 */

export const BENCH_SHOP_LIVE = 'shop-live-1';
export const BENCH_SHOP_CANARY = 'shop-canary-2';
export const BENCH_HOUSING_LIVE = 'housing-live-1';
const CANARY_PERCENT = 10;

/** A bench visitor's cookie id: 22 base64url characters, like newVisitorId's, the same for every run. */
const benchVisitorId = (n: number) =>
  createHash('sha256').update(`bench-visitor-${n}`).digest('base64url').slice(0, 22);

const quietLog = { warn: console.warn, info: () => undefined } as unknown as FastifyBaseLogger;

async function main() {
  const visitorCount = Number(process.env.BENCH_VISITORS ?? 20_000);
  const redisUrl = process.env.REDIS_URL;
  const redis = redisUrl ? connectRedis(redisUrl, quietLog) : undefined;
  if (redis) await new Promise((resolve) => redis.once('ready', resolve));
  const store = redis
    ? createRedisTelemetryStore(redis, {
        // Each run its own keys, so that runs sharing a redis-server do not count each other's visitors.
        prefix: `bench:${process.pid}`,
        onError: (error) => console.warn('telemetry store:', error),
      })
    : createMemoryTelemetryStore();
  // BENCH_FLEET_RATE_LIMIT=1: the limit in Redis too (a round trip per report).
  const fleetRateLimit = redis && process.env.BENCH_FLEET_RATE_LIMIT === '1' ? { redis } : undefined;
  const app = await createSiteServer(
    await siteServerOptions({
      // Remotes from another origin: this server serves no remote's files, and needs no build.
      registry: {
        mfe_shop: 'https://cdn.example.com/mfe-shop/mf-manifest.json',
        mfe_housing: 'https://cdn.example.com/mfe-housing/mf-manifest.json',
      },
      renderHost: createClientOnlyRenderHost,
      // Each bench client's address in X-Forwarded-For (as behind the balancer): the rate limit is per client.
      trustProxy: ['loopback'],
      redis,
      telemetry: { store, rateLimit: DEFAULT_TELEMETRY_RATE_LIMIT, fleetRateLimit },
    }),
  );

  const visitors = [];
  for (let n = 0; n < visitorCount; n++) {
    const id = benchVisitorId(n);
    const shop = bucketOf(id, 'mfe_shop') < CANARY_PERCENT ? BENCH_SHOP_CANARY : BENCH_SHOP_LIVE;
    const key = visitorKey(id);
    store.exposure(key, 'mfe_shop', shop, n % 2 ? '/e-shop' : '/');
    store.exposure(key, 'mfe_housing', BENCH_HOUSING_LIVE, n % 2 ? '/housing' : '/');
    visitors.push({ id, shop });
    // As pages would come: a few thousand at a time, never more than the Redis store's queue holds.
    if (n % 2_000 === 1_999) await store.flush();
  }
  await store.flush();
  // The server's own view: each answer's time in the server, and how late its event loop ran.
  let handled: number[] = [];
  app.addHook('onResponse', async (_request, reply) => void handled.push(reply.elapsedTime));
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const started = Date.now() - 60_000;
  let cpu = process.cpuUsage();
  let cpuSince = performance.now();

  process.on('message', (message: unknown) => {
    void (async () => {
      if (message === 'reset-cpu') {
        cpu = process.cpuUsage();
        cpuSince = performance.now();
        handled = [];
        loopDelay.reset();
        process.send?.({ reset: true });
      } else if (message === 'figures') {
        const { user, system } = process.cpuUsage(cpu);
        handled.sort((a, b) => a - b);
        const inServer = {
          p50: handled[Math.floor(handled.length * 0.5)] ?? 0,
          p99: handled[Math.floor(handled.length * 0.99)] ?? 0,
          max: handled.at(-1) ?? 0,
        };
        const eventLoopDelay = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
        const cpuShare = (user + system) / 1000 / (performance.now() - cpuSince);
        await store.flush();
        const asked = performance.now();
        const [live, canary] = await Promise.all(
          [BENCH_SHOP_LIVE, BENCH_SHOP_CANARY].map((release) =>
            store.figures('mfe_shop', release, { sinceMs: started }),
          ),
        );
        const figuresMs = performance.now() - asked;
        const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
        process.send?.({ cpuShare, live, canary, figuresMs, heapMb, inServer, eventLoopDelay });
      } else if (message === 'stop') {
        await app.close();
        await store.close();
        redis?.disconnect();
        process.exit(0);
      }
    })();
  });
  process.send?.({ url, visitors });
}

if (require.main === module)
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
