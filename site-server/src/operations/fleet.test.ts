/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { hotelsApi } from 'mfe-housing/server';
import { readCjConfig } from 'mfe-housing/server/cjConfig';
import { startFakeUpstream } from 'shared/server/testing';
import { createSiteServer } from '../app';
import { createClientOnlyRenderHost } from '../testing/clientOnlyRenderHost';
import { fakeRepo } from '../testing/fakeRepo';
import { startRedisServer, stopStartedChildren } from 'site-contract/testing';
import { connectRedis } from 'site-contract/redis';
import { siteServerOptions } from '../testing/siteServerOptions';

// Its tests start a real redis-server: a deadline above its start-up and drills, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyInstance['log'];

/**
 * Two site server instances, as behind a load balancer, sharing one real redis-server, in front of
 * a fake CJ on loopback that answers after 200 ms.
 */
describe('two instances sharing Redis', () => {
  let redisServer: Awaited<ReturnType<typeof startRedisServer>>;
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  const instances: Array<{ app: FastifyInstance; base: string; redis: Redis }> = [];

  beforeAll(async () => {
    redisServer = await startRedisServer();
    upstream = await startFakeUpstream();
    const cj = {
      CJ_PERSONAL_ACCESS_TOKEN: 'pat',
      CJ_COMPANY_ID: 'c',
      CJ_WEBSITE_ID: 'w',
      CJ_API_URL: upstream.url,
      CJ_BACKOFF_MS: '0',
    };
    for (let i = 0; i < 2; i++) {
      const redis = connectRedis(redisServer.url, quietLog);
      await new Promise((resolve) => redis.once('ready', resolve));
      const app = await createSiteServer(
        await siteServerOptions({
          registry: { mfe_access: '/mfe-access/mf-manifest.json' },
          repoRoot: fakeRepo(),
          renderHost: createClientOnlyRenderHost,
          redis,
          apiRateLimit: { max: 8, windowMs: 60_000 },
          apiPlugins: [hotelsApi(readCjConfig(cj))],
        }),
      );
      instances.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }), redis });
    }
  });
  afterAll(async () => {
    for (const { app, redis } of instances) {
      await app.close();
      redis.disconnect();
    }
    await upstream.close();
    await redisServer.stop();
  });

  const answerAfter200ms = () =>
    upstream.behave((_req, res) =>
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"products":{"resultList":[]}}}'),
        200,
      ),
    );

  it('makes one CJ call for a cold key asked on both instances at once', async () => {
    answerAfter200ms();
    const asks = instances.flatMap(({ base }) =>
      Array.from({ length: 2 }, () => fetch(`${base}/api/cj/hotels?location=Cold`).then((response) => response.status)),
    );
    expect(await Promise.all(asks)).toEqual([200, 200, 200, 200]);
    expect(upstream.requests).toHaveLength(1);
  });

  it('counts each lookup once: the instance that called CJ a miss, the one that got its answer from Redis a fleet hit', async () => {
    const lookups = async (app: FastifyInstance) => {
      const { values } = await app.metrics.upstreamCache.get();
      return Object.fromEntries(values.map(({ labels, value }) => [String(labels.result), value])) as Record<
        string,
        number
      >;
    };
    const before = await Promise.all(instances.map(({ app }) => lookups(app)));
    answerAfter200ms();
    expect((await fetch(`${instances[0].base}/api/cj/hotels?location=Counted`)).status).toBe(200);
    expect((await fetch(`${instances[1].base}/api/cj/hotels?location=Counted`)).status).toBe(200);
    const after = await Promise.all(instances.map(({ app }) => lookups(app)));
    const delta = after.map((counts, i) =>
      Object.fromEntries(
        Object.entries(counts)
          .map(([result, n]): [string, number] => [result, n - (before[i][result] ?? 0)])
          .filter(([, n]) => n !== 0),
      ),
    );
    expect(delta).toEqual([{ miss: 1 }, { fleet: 1 }]);
  });

  it('holds one rate limit across the fleet: 8 a minute in all, whichever instance is asked', async () => {
    const statuses: number[] = [];
    // The tests above used 6 of the client's 8; alternate instances for the rest.
    for (let i = 0; i < 4; i++)
      statuses.push((await fetch(`${instances[i % 2].base}/api/cj/hotels?location=Osaka`)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('with Redis stopped, answers from each instance’s own memory: no 5xx, readiness says why, fallbacks counted', async () => {
    await redisServer.stop();
    answerAfter200ms();
    const statuses = await Promise.all(
      instances.map(({ base }) => fetch(`${base}/api/cj/hotels?location=Offline`).then((response) => response.status)),
    );
    // Each instance's own limit starts afresh; no request fails because Redis is gone.
    expect(statuses).toEqual([200, 200]);
    const readiness = await fetch(`${instances[0].base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(JSON.stringify(await readiness.json())).toContain('Redis is not reachable');
    const metrics = await instances[0].app.metrics.registry.getSingleMetricAsString('expo_redis_fallbacks_total');
    expect(metrics).toMatch(/expo_redis_fallbacks_total\{use="rate-limit"\} [1-9]/);
    expect(metrics).toMatch(/expo_redis_fallbacks_total\{use="answers"\} [1-9]/);
  });
});
