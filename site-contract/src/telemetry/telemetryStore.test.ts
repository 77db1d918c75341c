/** @jest-environment node */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redis';
import { visitorKey } from '../rollout/visitor';
import { stopStartedChildren } from '../testing/childProcess';
import { startRedisServer } from '../testing/redisServer';
import { createRedisTelemetryStore } from './redisTelemetryStore';
import {
  createMemoryTelemetryStore,
  OTHER_ROUTE,
  type StoreEvent,
  type TelemetryStore,
  type TelemetryStoreOptions,
} from './telemetryStore';
import { mergeWindowSamples, percentile, WindowSampleSet } from './vitalSample';

// Its tests start a real redis-server: a deadline above its start-up and drills, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const MINUTE = 60_000;
const SHOP = 'mfe_shop';
const LIVE = 'live-1';
const CANARY = 'canary-2';
const visitor = (n: number) => visitorKey(`visitor-${n}`);

/** A clock the tests move: it starts at the beginning of a minute, near now (Redis expires keys by the real time). */
function testClock() {
  let time = Math.floor(Date.now() / MINUTE) * MINUTE + 1_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

async function until(done: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not done within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let redisServer: Awaited<ReturnType<typeof startRedisServer>>;
let clients: Redis[] = [];
let prefixes = 0;

beforeAll(async () => (redisServer = await startRedisServer()));
afterEach(() => {
  for (const redis of clients) redis.disconnect();
  clients = [];
});
afterAll(async () => redisServer.stop());

async function redisClient() {
  const redis = connectRedis(redisServer.url, quietLog);
  clients.push(redis);
  await until(() => redis.status === 'ready');
  return redis;
}

const stores: Array<[string, (options: TelemetryStoreOptions) => Promise<TelemetryStore>]> = [
  ['in memory', async (options) => createMemoryTelemetryStore(options)],
  [
    'in Redis',
    async (options) => createRedisTelemetryStore(await redisClient(), { ...options, prefix: `test:${++prefixes}` }),
  ],
];

describe.each(stores)('the telemetry store %s', (_name, makeStore) => {
  let clock: ReturnType<typeof testClock>;
  let store: TelemetryStore;
  const since = () => clock.now() - 10 * MINUTE;
  const figures = async (release = CANARY, routes?: string[]) => {
    await store.flush();
    return store.figures(SHOP, release, { sinceMs: since(), routes });
  };

  beforeEach(async () => {
    clock = testClock();
    store = await makeStore({ now: clock.now });
  });
  afterEach(() => store.close());

  it('counts visitors, not reports: a visitor flooding errors is one error visitor', async () => {
    for (let n = 0; n < 10; n++) store.exposure(visitor(n), SHOP, CANARY, '/e-shop');
    for (let i = 0; i < 50; i++) store.exposure(visitor(0), SHOP, CANARY, '/e-shop');
    for (let i = 0; i < 500; i++) store.error(visitor(0), SHOP, CANARY, 'render-error', '/e-shop');
    store.error(visitor(1), SHOP, CANARY, 'load-failed', '/e-shop');
    store.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
    store.error(visitor(2), SHOP, CANARY, 'server-timeout', '/e-shop');
    const counts = await figures();
    expect(counts).toMatchObject({
      remote: SHOP,
      release: CANARY,
      visitors: 10,
      errorVisitors: 3,
      errorsByKind: {
        'render-error': 2,
        'load-failed': 1,
        'server-timeout': 1,
        'hydration-error': 0,
        'server-render-failed': 0,
        'left-to-browser': 0,
      },
      routes: ['/e-shop'],
    });
    expect(counts.fromMs).toBe(Math.floor(since() / MINUTE) * MINUTE);
  });

  it('ignores reports of a release the visitor was not served, and tells its listeners so', async () => {
    const events: StoreEvent[] = [];
    store.onEvent((event) => events.push(event));
    store.exposure(visitor(1), SHOP, LIVE, '/e-shop');
    // Visitor 1 was served the live release, never the canary; visitor 2 nothing at all.
    for (let i = 0; i < 100; i++) {
      store.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
      store.error(visitor(2), SHOP, CANARY, 'render-error', '/e-shop');
      store.vital(visitor(2), SHOP, LIVE, 'LCP', 1, '/e-shop');
      store.error(visitor(1), 'mfe_housing', LIVE, 'render-error', '/e-shop');
    }
    store.vital(visitor(1), SHOP, LIVE, 'LCP', 1800, '/e-shop');
    const canary = await figures(CANARY);
    expect(canary).toMatchObject({ visitors: 0, errorVisitors: 0, routes: [] });
    expect(canary.errorsByKind['render-error']).toBe(0);
    const live = await figures(LIVE);
    expect(live).toMatchObject({ visitors: 1, errorVisitors: 0 });
    expect(live.vitals.LCP.samples).toEqual([1800]);
    await until(() => events.length === 401);
    expect(events.filter(({ outcome }) => outcome === 'not-served')).toHaveLength(400);
    expect(events.filter(({ outcome }) => outcome === 'counted')).toEqual([
      expect.objectContaining({
        type: 'vital',
        name: 'LCP',
        value: 1800,
        remote: SHOP,
        release: LIVE,
        route: '/e-shop',
      }),
    ]);
  });

  it("keeps one vital sample per visitor, route and sample window, the visitor's worst", async () => {
    store.exposure(visitor(1), SHOP, CANARY, '/e-shop');
    store.exposure(visitor(1), SHOP, CANARY, '/e-shop/sakura-cap');
    for (const value of [1200, 3400, 900, 3000]) store.vital(visitor(1), SHOP, CANARY, 'LCP', value, '/e-shop');
    for (let i = 0; i < 100; i++) store.vital(visitor(1), SHOP, CANARY, 'LCP', 100, '/e-shop/sakura-cap');
    store.vital(visitor(1), SHOP, CANARY, 'CLS', 0.12, '/e-shop');
    let counts = await figures();
    expect(counts.vitals.LCP).toEqual({ samples: [100, 3400], p75: 3400 });
    expect(counts.vitals.CLS).toEqual({ samples: [0.12], p75: 0.12 });
    expect(counts.vitals.INP).toEqual({ samples: [], p75: undefined });
    // The next sample window (10 minutes): the same visitor and route count again (visitors are still counted once).
    clock.advance(10 * MINUTE);
    store.vital(visitor(1), SHOP, CANARY, 'LCP', 2000, '/e-shop');
    counts = await figures();
    expect(counts.vitals.LCP.samples).toEqual([100, 2000, 3400]);
    expect(counts.visitors).toBe(1);
  });

  it('counts windows from `sinceMs`, and forgets windows older than it keeps', async () => {
    store.exposure(visitor(1), SHOP, CANARY, '/e-shop');
    store.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
    await store.flush();
    clock.advance(30 * MINUTE);
    const later = clock.now();
    store.exposure(visitor(2), SHOP, CANARY, '/e-shop');
    store.exposure(visitor(3), SHOP, CANARY, '/e-shop');
    store.error(visitor(2), SHOP, CANARY, 'hydration-error', '/e-shop');
    await store.flush();
    expect(await store.figures(SHOP, CANARY, { sinceMs: later })).toMatchObject({
      visitors: 2,
      errorVisitors: 1,
      errorsByKind: { 'hydration-error': 1, 'render-error': 0 },
    });
    expect(await store.figures(SHOP, CANARY, { sinceMs: later - 31 * MINUTE })).toMatchObject({
      visitors: 3,
      errorVisitors: 2,
    });
    // Three hours on, the first window is gone even when asked for.
    clock.advance(3 * 60 * MINUTE - 20 * MINUTE);
    expect(await store.figures(SHOP, CANARY, { sinceMs: 0 })).toMatchObject({ visitors: 2, errorVisitors: 1 });
  });

  it('lets an exposure count for an hour at least: a report on a page opened hours ago is ignored', async () => {
    store.exposure(visitor(1), SHOP, CANARY, '/e-shop');
    clock.advance(59 * MINUTE);
    store.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
    expect((await figures()).errorVisitors).toBe(1);
    clock.advance(2 * 60 * MINUTE);
    store.error(visitor(1), SHOP, CANARY, 'load-failed', '/e-shop');
    expect((await figures()).errorsByKind['load-failed']).toBe(0);
  });

  it('counts on the routes asked for, and reports on routes the release was not served on under (other)', async () => {
    for (let n = 0; n < 4; n++) store.exposure(visitor(n), SHOP, CANARY, '/e-shop');
    for (let n = 4; n < 6; n++) store.exposure(visitor(n), SHOP, CANARY, '/');
    store.error(visitor(0), SHOP, CANARY, 'render-error', '/e-shop');
    store.vital(visitor(0), SHOP, CANARY, 'INP', 180, '/e-shop');
    // Visitor 4 landed on /, then went to a product page in the browser: never served by the server.
    store.error(visitor(4), SHOP, CANARY, 'load-failed', '/e-shop/sakura-cap');
    store.vital(visitor(4), SHOP, CANARY, 'INP', 640, '/e-shop/sakura-cap');
    const all = await figures();
    expect(all).toMatchObject({ visitors: 6, errorVisitors: 2, routes: ['(other)', '/', '/e-shop'] });
    expect(all.vitals.INP.samples).toEqual([180, 640]);
    const shop = await figures(CANARY, ['/e-shop']);
    expect(shop).toMatchObject({
      visitors: 4,
      errorVisitors: 1,
      errorsByKind: { 'render-error': 1, 'load-failed': 0 },
    });
    expect(shop.vitals.INP.samples).toEqual([180]);
    const other = await figures(CANARY, [OTHER_ROUTE]);
    expect(other).toMatchObject({ visitors: 1, errorVisitors: 1, errorsByKind: { 'load-failed': 1 } });
    expect(other.vitals.INP.samples).toEqual([640]);
    expect(await figures(CANARY, [])).toMatchObject({ visitors: 0, errorVisitors: 0 });
  });

  it('ignores names no store keeps (they never become keys)', async () => {
    store.exposure('not a key:with colon', SHOP, CANARY, '/e-shop');
    store.exposure(visitor(1), 'shop', CANARY, '/e-shop');
    store.exposure(visitor(1), SHOP, 'a:b', '/e-shop');
    store.exposure(visitor(2), SHOP, CANARY, '/e-shop?q=1');
    const counts = await figures();
    expect(counts).toMatchObject({ visitors: 1, routes: [OTHER_ROUTE] });
  });
});

describe.each(stores)('vital samples %s', (_name, makeStore) => {
  it('stay bounded: at most `samplesPerWindow` a window and `maxSamples` in all, a uniform sample no resend enters', async () => {
    const clock = testClock();
    const store = await makeStore({ now: clock.now, sampleWindowMs: MINUTE, samplesPerWindow: 50, maxSamples: 120 });
    try {
      // 10 windows of 100 visitors, each reporting its number (0–999) as its LCP.
      for (let window = 0; window < 10; window++) {
        for (let i = 0; i < 100; i++) {
          const n = window * 100 + i;
          store.exposure(visitor(n), SHOP, CANARY, '/e-shop');
          store.vital(visitor(n), SHOP, CANARY, 'LCP', n, '/e-shop');
        }
        await store.flush();
        clock.advance(MINUTE);
      }
      const { vitals } = await store.figures(SHOP, CANARY, { sinceMs: clock.now() - 20 * MINUTE });
      expect(vitals.LCP.samples).toHaveLength(120);
      // Uniform over 0–999: its p75 near 750, its values from every part of the range.
      expect(vitals.LCP.p75).toBeGreaterThan(600);
      expect(vitals.LCP.p75).toBeLessThan(900);
      expect(vitals.LCP.samples.filter((value) => value < 500).length).toBeGreaterThan(30);
      // One window alone: its 50.
      const one = await store.figures(SHOP, CANARY, { sinceMs: clock.now() - MINUTE });
      expect(one.vitals.LCP.samples).toHaveLength(50);
      expect(one.vitals.LCP.samples.every((value) => value >= 900)).toBe(true);
      // A visitor left out of the last window's sample sends again and again: the sample does not change.
      const before = one.vitals.LCP.samples;
      const left = Array.from({ length: 100 }, (_, i) => 900 + i).filter((n) => !before.includes(n));
      clock.advance(-MINUTE);
      for (const n of left)
        for (let i = 0; i < 20; i++) store.vital(visitor(n), SHOP, CANARY, 'LCP', 100_000, '/e-shop');
      await store.flush();
      const after = await store.figures(SHOP, CANARY, { sinceMs: clock.now() });
      expect(after.vitals.LCP.samples).toEqual(before);
    } finally {
      await store.close();
    }
  });
});

describe('vital sample merging', () => {
  it('takes only what every full window holds: a busy window does not crowd out a quiet one', () => {
    const busy = new WindowSampleSet(10);
    const quiet = new WindowSampleSet(10);
    // Scores spread evenly: the busy window saw 1,000 observations and kept its 10 lowest scores.
    for (let i = 0; i < 1000; i++) busy.offer(`b${i}`, (i * 7919) % 1000, '/', 1);
    for (let i = 0; i < 5; i++) quiet.offer(`q${i}`, i * 200, '/', 2);
    const merged = mergeWindowSamples([busy.read(), quiet.read()], 100);
    // Below the busy window's highest kept score (9), the quiet window has one observation (score 0).
    expect(merged).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('takes the p75 by nearest rank', () => {
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3);
    expect(percentile([5], 0.75)).toBe(5);
    expect(percentile([], 0.75)).toBeUndefined();
  });
});

describe('the Redis telemetry store', () => {
  it('gives every key an expiry, and writes no visitor key into a key name, only into sets and HLLs', async () => {
    const redis = await redisClient();
    const prefix = `test:${++prefixes}`;
    const store = createRedisTelemetryStore(redis, { prefix });
    store.exposure(visitor(1), SHOP, CANARY, '/e-shop');
    store.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
    store.vital(visitor(1), SHOP, CANARY, 'LCP', 2500, '/e-shop');
    await store.close();
    const keys = await redis.keys(`${prefix}:*`);
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      expect(await redis.pttl(key)).toBeGreaterThan(0);
      expect(key).not.toContain(visitor(1));
    }
    const types = new Set(await Promise.all(keys.map((key) => redis.type(key))));
    expect([...types].sort()).toEqual(['hash', 'set', 'string', 'zset']);
    // The samples hold a salted hash and the route, never the visitor key.
    const [values] = keys.filter((key) => key.includes(':vv:'));
    expect(Object.keys(await redis.hgetall(values))).toEqual([expect.stringMatching(/^[0-9a-f]{13}\|\/e-shop$/)]);
  });

  it('shares its counts across instances: a visitor served by one and reporting to another counts once', async () => {
    const prefix = `test:${++prefixes}`;
    const [one, other] = [
      createRedisTelemetryStore(await redisClient(), { prefix }),
      createRedisTelemetryStore(await redisClient(), { prefix }),
    ];
    one.exposure(visitor(1), SHOP, CANARY, '/e-shop');
    await one.flush();
    other.exposure(visitor(1), SHOP, CANARY, '/e-shop');
    other.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
    one.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
    other.vital(visitor(1), SHOP, CANARY, 'LCP', 1000, '/e-shop');
    one.vital(visitor(1), SHOP, CANARY, 'LCP', 2000, '/e-shop');
    await Promise.all([one.close(), other.close()]);
    const counts = await one.figures(SHOP, CANARY, { sinceMs: Date.now() - MINUTE });
    expect(counts).toMatchObject({ visitors: 1, errorVisitors: 1 });
    expect(counts.vitals.LCP.samples).toEqual([2000]);
  });

  it('drops what it cannot write while Redis is down, says so once, and counts again once it is back', async () => {
    const server = await startRedisServer();
    const redis = connectRedis(server.url, quietLog);
    clients.push(redis);
    await until(() => redis.status === 'ready');
    const errors: unknown[] = [];
    const store = createRedisTelemetryStore(redis, {
      prefix: `test:${++prefixes}`,
      onError: (error) => errors.push(error),
    });
    const events: StoreEvent[] = [];
    store.onEvent((event) => events.push(event));
    store.exposure(visitor(1), SHOP, CANARY, '/e-shop');
    await store.flush();
    const port = server.port;
    await server.stop();
    await until(() => redis.status !== 'ready');
    for (let i = 0; i < 3; i++) {
      store.error(visitor(1), SHOP, CANARY, 'render-error', '/e-shop');
      await store.flush();
    }
    expect(events.map(({ outcome }) => outcome)).toEqual(['dropped', 'dropped', 'dropped']);
    await expect(store.figures(SHOP, CANARY, { sinceMs: 0 })).rejects.toThrow();
    expect(errors).toHaveLength(1);
    const restarted = await startRedisServer({ port });
    try {
      await until(() => redis.status === 'ready', 10_000);
      store.exposure(visitor(2), SHOP, CANARY, '/');
      store.error(visitor(2), SHOP, CANARY, 'render-error', '/');
      await store.flush();
      expect(await store.figures(SHOP, CANARY, { sinceMs: 0 })).toMatchObject({ visitors: 1, errorVisitors: 1 });
      expect(events.at(-1)).toMatchObject({ outcome: 'counted' });
    } finally {
      await store.close();
      // Disconnected while its server still answers: ioredis leaves a timer running for one already gone.
      clients.splice(clients.indexOf(redis), 1);
      redis.disconnect();
      await restarted.stop();
    }
  });
});
