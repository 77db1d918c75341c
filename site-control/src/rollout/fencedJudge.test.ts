/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRedisAuditLog } from 'site-contract/audit/auditLog';
import { connectRedis } from 'site-contract/redis';
import { createRedisRevisionStore } from 'site-contract/registry/redisRevisionStore';
import { DecisionFenced } from 'site-contract/registry/revisionStore';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { createMemoryTelemetryStore } from 'site-contract/telemetry/telemetryStore';
import { minimalAccessUpload, startRedisServer, stopStartedChildren } from 'site-contract/testing';
import { createDelivery } from '../delivery/delivery';
import { createRedisLeaderLease } from '../leadership/leaderLease';
import { createMemoryJudgeReports } from './judgeReports';
import { createJudge, JUDGE } from './judge';
import { DEFAULT_THRESHOLDS } from './verdict';

// Its tests start a real redis-server and wait out a lease: a deadline above both, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const LEASE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a deposed leader’s judge, against the registry in Redis', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  let redis: Redis;
  let dataDir: string;
  let run = 0;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = connectRedis(server.url, quietLog);
    while (redis.status !== 'ready') await sleep(10);
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-fenced-judge-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  /** A fleet's stores (each test its own keys), mfe-access's a1 live and a2 its canary at 50%, failing 20% of its visitors. */
  async function setUp() {
    const prefix = `test:fence:${++run}`;
    const revisions = createRedisRevisionStore(redis, { prefix: `${prefix}:registry`, leaderPrefix: prefix });
    const audit = createRedisAuditLog(redis, { key: `${prefix}:audit` });
    const delivery = createDelivery({
      releases: createLocalReleaseStore(dataDir),
      revisions,
      audit,
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    for (const version of ['a1', 'a2'])
      await delivery.publish('access-team', 'mfe-access', minimalAccessUpload(version));
    await delivery.promote('access-team', 'mfe-access', 'a1');
    await delivery.promote('access-team', 'mfe-access', 'a2', undefined, { percent: 50 });
    const telemetry = createMemoryTelemetryStore();
    for (let i = 0; i < 100; i++) {
      telemetry.exposure(`v${i}`, 'mfe_access', 'a2', '/access');
      if (i < 20) telemetry.error(`v${i}`, 'mfe_access', 'a2', 'render-error', '/access');
      telemetry.exposure(`w${i}`, 'mfe_access', 'a1', '/access');
    }
    const judge = createJudge({
      revisions,
      telemetry,
      delivery,
      audit,
      reports: createMemoryJudgeReports(),
      thresholds: { ...DEFAULT_THRESHOLDS, minVisitors: 50 },
      onError: (error) => refusals.push(error),
    });
    const refusals: unknown[] = [];
    const lease = (name: string) => createRedisLeaderLease(redis, { name, leaseMs: LEASE_MS, prefix });
    return { revisions, audit, delivery, judge, refusals, lease };
  }

  it('refuses the rollback a leader decided in its term once another leader’s term has begun: never applied, in the audit log', async () => {
    const { revisions, audit, judge, refusals, lease } = await setUp();
    const a = lease('control-a');
    const b = lease('control-b');
    const termOfA = await a.claim();
    expect(termOfA).toBe(1);
    const before = await revisions.latest();
    // a freezes past its lease; b takes it over.
    await sleep(LEASE_MS + 50);
    const termOfB = await b.claim();
    expect(termOfB).toBe(2);

    // a's judge, back, acts on what it judged in its term: the canary is worse, and it would roll it back.
    expect(await judge.runOnce(termOfA!)).toEqual([]);
    expect(refusals).toEqual([expect.any(DecisionFenced)]);
    expect(String(refusals[0])).toMatch(/a later leader's term has begun: the change of term 1 is refused/);
    // The registry is as it was: a2 is still the canary, no revision was written.
    expect(await revisions.latest()).toEqual(before);
    const [refused] = await audit.read({ remote: 'mfe-access', limit: 1 });
    expect(refused).toMatchObject({ who: JUDGE, action: 'rollback', release: 'a2', outcome: 'fenced' });
    expect(refused.revisionAfter).toBeUndefined();

    // b's judge, the leader now, rolls the same canary back.
    const [report] = await judge.runOnce(termOfB!);
    expect(report).toMatchObject({ verdict: 'worse', action: 'rollback' });
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'a1' });
  });

  it('refuses a change decided on a revision a person changed since, where the person’s own change merges', async () => {
    const { revisions, audit, delivery, lease } = await setUp();
    const term = (await lease('control-a').claim())!;
    const judged = (await revisions.latest())!;
    // Meanwhile someone pauses the section: a change of theirs lands on whatever is latest.
    await delivery.pause('platform', 'mfe-access', 'the venue’s Wi-Fi is down');
    const paused = (await revisions.latest())!;
    expect(paused.revision).toBe(judged.revision + 1);

    await expect(
      delivery.rollback(JUDGE, 'mfe-access', undefined, 'worse', { revision: judged.revision, token: term }),
    ).rejects.toThrow(
      `the registry has changed since it was decided on revision ${judged.revision} (it is at ${paused.revision})`,
    );
    expect(await revisions.latest()).toEqual(paused);
    expect((await audit.read({ remote: 'mfe-access', limit: 1 }))[0]).toMatchObject({
      who: JUDGE,
      action: 'rollback',
      outcome: 'fenced',
    });
    // Decided on the revision that is live, in the leader's term: made.
    await delivery.rollback(JUDGE, 'mfe-access', undefined, 'worse', { revision: paused.revision, token: term });
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'a1', paused: true });
  });
});
