/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { hashOfKey, newDeliveryKey, parseDeliveryKeys } from 'site-contract/api/deliveryKeys';
import { createRedisAuditLog } from 'site-contract/audit/auditLog';
import { connectRedis } from 'site-contract/redis';
import { createRedisRevisionStore } from 'site-contract/registry/redisRevisionStore';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { minimalAccessUpload, postPlatformForm, startRedisServer, stopStartedChildren } from 'site-contract/testing';
import { createRedisSessionStore } from '../platform/sessions';
import { createJudge } from '../rollout/judge';
import { createRedisJudgeReports, type JudgeReports } from '../rollout/judgeReports';
import { createMemoryTelemetryStore } from 'site-contract/telemetry/telemetryStore';
import { deliveryServerOptions } from '../testing/deliveryServerOptions';
import { createDelivery, type Delivery } from './delivery';
import { createDeliveryServer } from './deliveryServer';

// Its tests start a real redis-server: a deadline above its start-up, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const RATE_LIMIT = { max: 30, windowMs: 60_000 };
/** Text as React writes it into a page. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;')
    .replaceAll('"', '&quot;');

/**
 * Two control-plane replicas as site-control's main makes them in a fleet (the registry, the audit
 * log, sessions and the rate limit in one Redis; the releases in one store), each on its own listener:
 * what a team or the platform page meets must not depend on which one answered.
 */
describe('two control-plane replicas over one Redis', () => {
  const platformKey = newDeliveryKey();
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let redis: Redis;
  let dataDir: string;
  const replicas: FastifyInstance[] = [];
  let bases: string[];
  let deliveries: Delivery[];
  let judgeReports: JudgeReports;

  beforeAll(async () => {
    server = await startRedisServer();
    redis = connectRedis(server.url, quietLog);
    while (redis.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 10));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-replicas-'));
    const keys = parseDeliveryKeys(`platform:platform:${hashOfKey(platformKey)}`);
    bases = [];
    deliveries = [];
    judgeReports = createRedisJudgeReports(redis, { keepMs: 60_000 });
    for (let replica = 0; replica < 2; replica++) {
      const delivery = createDelivery({
        releases: createLocalReleaseStore(dataDir),
        revisions: createRedisRevisionStore(redis),
        audit: createRedisAuditLog(redis),
        gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
      });
      deliveries.push(delivery);
      const app = createDeliveryServer(
        deliveryServerOptions({
          delivery,
          keys: () => keys,
          rateLimit: RATE_LIMIT,
          sessions: createRedisSessionStore(redis),
          redis,
          judge: () => judgeReports.read(),
        }),
      );
      replicas.push(app);
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    redis.disconnect();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A form posted as the platform page's own browser would, on replica `on`. */
  const post = (on: number, route: string, fields: Record<string, string>, cookie?: string) =>
    postPlatformForm(bases[on], route, fields, cookie);
  const page = async (on: number, cookie: string) =>
    (await fetch(`${bases[on]}/platform`, { headers: { cookie } })).text();

  it('a sign-in on one is a sign-in on the other, whose form the first takes, and the outcome shows on either', async () => {
    const api = (on: number, route: string, body: unknown) =>
      fetch(bases[on] + route, {
        method: 'POST',
        headers: { authorization: `Bearer ${platformKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Published through one replica, promoted through the other.
    for (const release of ['a1', 'a2']) {
      const files = minimalAccessUpload(release).map((file) => ({
        path: file.path,
        base64: file.bytes.toString('base64'),
      }));
      expect((await api(0, '/v1/remotes/mfe-access/releases', { files })).status).toBe(201);
    }
    expect((await api(1, '/v1/remotes/mfe-access/promote', { release: 'a1' })).status).toBe(200);
    expect((await api(0, '/v1/remotes/mfe-access/promote', { release: 'a2', percent: 10 })).status).toBe(200);

    // The leader's judge (here replica 0's delivery service) looks once; what it found shows on either replica's page.
    const telemetry = createMemoryTelemetryStore();
    telemetry.exposure('visitor-1', 'mfe_access', 'a2', '/access');
    const judge = createJudge({
      revisions: createRedisRevisionStore(redis),
      telemetry,
      delivery: deliveries[0],
      audit: createRedisAuditLog(redis),
      reports: judgeReports,
    });
    const [report] = await judge.runOnce(1);
    expect(report).toMatchObject({ remote: 'mfe_access', verdict: 'not-enough-data' });

    const signIn = await post(0, '/platform/sign-in', { key: platformKey });
    expect(signIn.status).toBe(303);
    const cookie = String(signIn.headers.get('set-cookie')).split(';')[0];
    const onOther = await page(1, cookie);
    expect(onOther).toContain('Signed in with the key <strong>platform</strong>');
    for (const on of [0, 1]) expect(await page(on, cookie)).toContain(escapeHtml(report.reasons[0]));
    const csrf = /name="csrf" value="([^"]+)"/.exec(onOther)![1];

    const pause = await post(0, '/platform/actions', { action: 'pause', remote: 'mfe-access', csrf }, cookie);
    expect(pause.status).toBe(303);
    expect(await page(1, cookie)).toContain('Paused mfe-access (registry revision 3).');
    // The line shows once, on whichever replica shows the next page.
    expect(await page(0, cookie)).not.toContain('Paused mfe-access');

    const signOut = await post(1, '/platform/sign-out', { csrf }, cookie);
    expect(signOut.status).toBe(303);
    expect(await page(0, cookie)).toContain('id="delivery-key"');
  });

  it('while Redis does not answer, refuses changes and sign-ins with a clear 503 on either replica, and takes them again once it does', async () => {
    const signIn = await post(0, '/platform/sign-in', { key: platformKey });
    const cookie = String(signIn.headers.get('set-cookie')).split(';')[0];
    const before = await deliveries[0].status();
    const ready = async (on: number) => (await fetch(`${bases[on]}/readyz`)).status;
    expect([await ready(0), await ready(1)]).toEqual([200, 200]);
    server.freeze();
    try {
      // A balancer's check takes both out; both are alive still.
      expect([await ready(0), await ready(1)]).toEqual([503, 503]);
      expect((await fetch(`${bases[0]}/healthz`)).status).toBe(200);
      const promote = await fetch(`${bases[1]}/v1/remotes/mfe-access/promote`, {
        method: 'POST',
        headers: { authorization: `Bearer ${platformKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ release: 'a2' }),
      });
      expect(promote.status).toBe(503);
      expect(((await promote.json()) as { error: string }).error).toMatch(
        /^the registry store \(Redis\) (is unreachable|stopped answering)/,
      );
      const platform = await fetch(`${bases[0]}/platform`, { headers: { cookie } });
      expect(platform.status).toBe(503);
      expect(await platform.text()).toContain(
        'The sign-ins are kept in Redis, which is unreachable: nothing was changed. Try again in a moment.',
      );
    } finally {
      server.resume();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([await ready(0), await ready(1)]).toEqual([200, 200]);
    expect((await deliveries[1].status()).revision).toBe(before.revision);
    expect(await page(1, cookie)).toContain('Signed in with the key <strong>platform</strong>');
  });

  it('counts one rate limit across both: a client past it is refused by either', async () => {
    const ask = (on: number) =>
      fetch(`${bases[on]}/v1/status`, { headers: { authorization: `Bearer ${platformKey}` } });
    // A fresh count: the test before's requests came from the same address.
    const counts = await redis.keys('expo:control:rate:*');
    expect(counts.length).toBeGreaterThan(0);
    await redis.del(...counts);
    const statuses: number[] = [];
    for (let request = 0; request < RATE_LIMIT.max + 2; request++) statuses.push((await ask(request % 2)).status);
    expect(statuses.slice(0, RATE_LIMIT.max)).toEqual(Array(RATE_LIMIT.max).fill(200));
    expect(statuses.slice(RATE_LIMIT.max)).toEqual([429, 429]);
    // The balancer's checks are not counted, and not refused.
    expect((await fetch(`${bases[0]}/readyz`)).status).toBe(200);
  });
});
