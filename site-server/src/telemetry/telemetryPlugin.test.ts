/** @jest-environment node */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { TELEMETRY_MAX_BYTES, TELEMETRY_PATH } from 'shared/site';
import { createSiteServer } from '../app';
import { connectRedis } from 'site-contract/redis';
import { DEFAULT_TELEMETRY_RATE_LIMIT } from '../plugins/telemetry';
import { newVisitorId, VISITOR_COOKIE, visitorKey } from 'site-contract/rollout/visitor';
import { createClientOnlyRenderHost } from '../testing/clientOnlyRenderHost';
import { fakeRepo } from '../testing/fakeRepo';
import { startRedisServer, stopStartedChildren } from 'site-contract/testing';
import { createRedisTelemetryStore } from 'site-contract/telemetry/redisTelemetryStore';
import { createMemoryTelemetryStore, type TelemetryStore } from 'site-contract/telemetry/telemetryStore';
import { siteServerOptions } from '../testing/siteServerOptions';

// Its tests start a real redis-server: a deadline above its start-up and drills, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const SHOP = 'mfe_shop';
const CANARY = 'canary-2';
const registry = { mfe_shop: '/mfe-shop/mf-manifest.json', mfe_access: '/mfe-access/mf-manifest.json' };
const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

const beacon = (events: unknown[], route = '/e-shop') => JSON.stringify({ route, events });
const renderError = { kind: 'render-error', remote: SHOP, release: CANARY };
const lcp = (value: number) => ({ kind: 'vital', name: 'LCP', value, remote: SHOP, release: CANARY });

/** The site server (no server rendering) with its telemetry in `store`, listening on loopback. */
async function startServer(
  store: TelemetryStore,
  options: { rateLimit?: { max: number; windowMs: number }; fleetRateLimit?: { redis: Redis } } = {},
) {
  const app = await createSiteServer(
    await siteServerOptions({
      registry,
      repoRoot: fakeRepo(),
      renderHost: createClientOnlyRenderHost,
      publicMetrics: true,
      telemetry: {
        store,
        rateLimit: options.rateLimit ?? DEFAULT_TELEMETRY_RATE_LIMIT,
        fleetRateLimit: options.fleetRateLimit,
      },
    }),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base };
}

describe('POST /telemetry', () => {
  let store: TelemetryStore;
  let app: FastifyInstance;
  let base: string;
  const visitor = newVisitorId();
  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(base + TELEMETRY_PATH, {
      method: 'POST',
      // What navigator.sendBeacon sends with a string, and the visitor's cookie.
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `${VISITOR_COOKIE}=${visitor}`, ...headers },
      body,
    });
  const figures = async () => {
    await store.flush();
    return store.figures(SHOP, CANARY, { sinceMs: Date.now() - 60_000 });
  };
  const metricsText = async () => (await fetch(`${base}/metrics`)).text();

  beforeAll(async () => {
    store = createMemoryTelemetryStore();
    ({ app, base } = await startServer(store));
    store.exposure(visitorKey(visitor), SHOP, CANARY, '/e-shop');
  });
  afterAll(() => app.close());

  it("answers 204 at once and counts each event for the cookie's visitor (text/plain as sendBeacon sends it, or JSON)", async () => {
    const response = await send(beacon([renderError, lcp(2300)]));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The site's security headers, as on every answer.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const json = await send(beacon([{ ...lcp(900), name: 'INP' }]), { 'content-type': 'application/json' });
    expect(json.status).toBe(204);
    const counts = await figures();
    expect(counts).toMatchObject({ visitors: 1, errorVisitors: 1, errorsByKind: { 'render-error': 1 } });
    expect(counts.vitals.LCP.samples).toEqual([2300]);
    expect(counts.vitals.INP.samples).toEqual([900]);
  });

  it('counts a visitor flooding reports once', async () => {
    for (let i = 0; i < 30; i++)
      expect((await send(beacon([renderError, renderError, lcp(100 + i)]))).status).toBe(204);
    const counts = await figures();
    expect(counts).toMatchObject({ visitors: 1, errorVisitors: 1, errorsByKind: { 'render-error': 1 } });
    expect(counts.vitals.LCP.samples).toEqual([2300]);
  });

  it('counts nothing without a visitor cookie, with a malformed one, or for a visitor never served that release', async () => {
    const before = await figures();
    const stranger = newVisitorId();
    for (const cookie of ['', `${VISITOR_COOKIE}=not-an-id`, `other=${visitor}`, `${VISITOR_COOKIE}=${stranger}`]) {
      const response = await send(beacon([renderError, { ...renderError, kind: 'load-failed' }]), { cookie });
      expect(response.status).toBe(204);
    }
    expect(await figures()).toEqual(before);
    const text = await metricsText();
    expect(text).toContain('expo_telemetry_reports_total{result="no-visitor"} 3');
    expect(text).toContain('expo_telemetry_events_ignored_total{reason="not-served"} 2');
  });

  it('answers 400 with what is wrong for a body that is not a report, and counts nothing', async () => {
    const before = await figures();
    for (const [body, message] of [
      ['', 'The report is empty.'],
      ['{"route":', 'The report is not JSON.'],
      [beacon([]), 'The report is not valid: events: expected >=1.'],
      [
        beacon([{ ...renderError, kind: 'exploded' }]),
        'The report is not valid: events.0.kind: expected (("load-failed" | "render-error" | "hydration-error") | "vital").',
      ],
      [beacon([renderError], '/e-shop?visitor=me'), 'The report is not valid: route: expected /^\\/[A-Za-z0-9/_-]*$/.'],
      [
        beacon([{ ...renderError, remote: 'evil' }]),
        'The report is not valid: events.0.remote: expected /^mfe_[a-z]+$/.',
      ],
    ]) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await figures()).toEqual(before);
    expect(await metricsText()).toContain('expo_telemetry_reports_total{result="malformed"} 6');
  });

  it('answers 413 for a report larger than TELEMETRY_MAX_BYTES, 415 for another type', async () => {
    const large = beacon([{ ...renderError, padding: 'x'.repeat(TELEMETRY_MAX_BYTES) }]);
    const tooLarge = await send(large);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe(
      `A report is at most ${TELEMETRY_MAX_BYTES} bytes.`,
    );
    // Just under the limit is read (and then refused by the schema: no such key is allowed to matter).
    const fits = beacon([renderError], `/${'a'.repeat(TELEMETRY_MAX_BYTES - beacon([renderError], '/').length)}`);
    expect(Buffer.byteLength(fits)).toBe(TELEMETRY_MAX_BYTES);
    expect((await send(fits)).status).toBe(400);
    const form = await send('route=%2F', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const text = await metricsText();
    expect(text).toContain('expo_telemetry_reports_total{result="too-large"} 1');
    expect(text).toContain('expo_telemetry_reports_total{result="unsupported-type"} 1');
  });

  it('exposes its metrics by remote and release', async () => {
    const text = await metricsText();
    // 32 from the visitor, 1 from a stranger (a cookie of the site's shape, never served the release).
    expect(text).toContain('expo_telemetry_reports_total{result="accepted"} 33');
    // The visitor's render error once per window, however often it was reported.
    expect(text).toContain('expo_telemetry_errors_total{remote="mfe_shop",release="canary-2",kind="render-error"} 1');
    expect(text).toContain('expo_web_vitals_seconds_count{remote="mfe_shop",release="canary-2",name="LCP"} 1');
    expect(text).toContain('expo_web_vitals_seconds_sum{remote="mfe_shop",release="canary-2",name="LCP"} 2.3');
    expect(text).toContain('expo_web_vitals_seconds_count{remote="mfe_shop",release="canary-2",name="INP"} 1');
    expect(text).toMatch(/# TYPE expo_web_vitals_cls histogram/);
  });
});

describe('the telemetry rate limit', () => {
  const visitor = newVisitorId();
  const post = (base: string) =>
    fetch(base + TELEMETRY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: `${VISITOR_COOKIE}=${visitor}` },
      body: beacon([renderError]),
    });

  it('answers 429 past the limit per client, with the RateLimit headers, and counts it', async () => {
    const { app, base } = await startServer(createMemoryTelemetryStore(), { rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post(base)).status);
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      const refused = await post(base);
      expect(refused.headers.get('ratelimit-limit')).toBe('3');
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many reports: try again in/);
      expect(await (await fetch(`${base}/metrics`)).text()).toContain(
        'expo_telemetry_reports_total{result="rate-limited"} 3',
      );
      // Pages are not limited by it.
      expect((await fetch(`${base}/`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('can be one limit across a fleet sharing Redis, apart from the API’s, never keeping the address as it is', async () => {
    const redisServer = await startRedisServer();
    const clients: Redis[] = [];
    const servers: FastifyInstance[] = [];
    try {
      const bases = [];
      for (let i = 0; i < 2; i++) {
        const redis = connectRedis(redisServer.url, quietLog);
        clients.push(redis);
        // Until it is ready, the limit is each instance's own (redisState.ts: the fallback).
        await new Promise((resolve) => redis.once('ready', resolve));
        const store = createRedisTelemetryStore(redis, { prefix: 'test:fleet' });
        const { app, base } = await startServer(store, {
          rateLimit: { max: 4, windowMs: 60_000 },
          fleetRateLimit: { redis },
        });
        servers.push(app);
        bases.push(base);
      }
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await post(bases[i % 2])).status);
      expect(statuses).toEqual([204, 204, 204, 204, 429, 429]);
      const keys = await clients[0].keys('expo:rate:*');
      expect(keys).toEqual([expect.stringMatching(/^expo:rate:telemetry:[A-Za-z0-9_-]{22}$/)]);
      expect(keys[0]).not.toContain('127.0.0.1');
    } finally {
      for (const app of servers) await app.close();
      for (const redis of clients) redis.disconnect();
      await redisServer.stop();
    }
  });
});
