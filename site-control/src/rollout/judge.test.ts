/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import { createDelivery } from '../delivery/delivery';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';
import { createFileRevisionStore } from 'site-contract/registry/revisionStore';
import { createMemoryTelemetryStore } from 'site-contract/telemetry/telemetryStore';
import { createMemoryJudgeReports } from './judgeReports';
import { createJudge } from './judge';
import { DEFAULT_THRESHOLDS } from './verdict';
import { minimalAccessUpload } from 'site-contract/testing';

/** The judge's term as the leader: one machine's, whose only control plane always leads. */
const TERM = 1;

describe('the judge', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-judge-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function setUp() {
    const revisions = createFileRevisionStore(path.join(dataDir, 'registry'));
    const audit = createFileAuditLog(path.join(dataDir, 'audit.log'));
    const delivery = createDelivery({
      releases: createLocalReleaseStore(dataDir),
      revisions,
      audit,
      gates: async () => [{ gate: 'upload', passed: true, detail: 'well formed' }],
    });
    for (const version of ['a1', 'a2'])
      await delivery.publish('access-team', 'mfe-access', minimalAccessUpload(version));
    await delivery.promote('access-team', 'mfe-access', 'a1');
    const telemetry = createMemoryTelemetryStore();
    const judge = createJudge({
      revisions,
      telemetry,
      delivery,
      audit,
      reports: createMemoryJudgeReports(),
      thresholds: { ...DEFAULT_THRESHOLDS, minVisitors: 50 },
    });
    /** `count` visitors of `release`, each served /access, a share of them meeting a render error. */
    const visit = (release: string, count: number, failing: number, prefix: string) => {
      for (let i = 0; i < count; i++) {
        const visitor = `${prefix}${release}${i}`;
        telemetry.exposure(visitor, 'mfe_access', release, '/access');
        if (i < failing) telemetry.error(visitor, 'mfe_access', release, 'render-error', '/access');
      }
    };
    return { revisions, audit, delivery, telemetry, judge, visit };
  }

  it('never joins a new term’s look to one of the term before: it looks again once that one ends', async () => {
    const store = createFileRevisionStore(path.join(dataDir, 'registry'));
    let reads = 0;
    let unblock!: () => void;
    const blocked = new Promise<void>((resolve) => (unblock = resolve));
    // The first look's read of the registry hangs until the test lets it go.
    const revisions = { ...store, latest: async () => (++reads === 1 && (await blocked), store.latest()) };
    const audit = createFileAuditLog(path.join(dataDir, 'audit.log'));
    const judge = createJudge({
      revisions,
      telemetry: createMemoryTelemetryStore(),
      delivery: createDelivery({ releases: createLocalReleaseStore(dataDir), revisions, audit, gates: async () => [] }),
      audit,
      reports: createMemoryJudgeReports(),
    });
    const first = judge.runOnce(1);
    expect(judge.runOnce(1)).toBe(first);
    const second = judge.runOnce(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toBe(1);
    unblock();
    await Promise.all([first, second]);
    expect(reads).toBe(2);
  });

  it('says "not enough data yet" on 5 visitors, and does nothing', async () => {
    const { delivery, judge, visit, revisions } = await setUp();
    await delivery.promote('access-team', 'mfe-access', 'a2', undefined, { percent: 10 });
    visit('a2', 5, 5, 'v');
    visit('a1', 45, 0, 'v');
    const [report] = await judge.runOnce(TERM);
    expect(report).toMatchObject({ remote: 'mfe_access', verdict: 'not-enough-data', canary: { visitors: 5 } });
    expect(report.action).toBeUndefined();
    expect((await revisions.latest())?.remotes.mfe_access.canary?.release).toBe('a2');
  });

  it('rolls back a canary whose section fails for 20% of its visitors, and writes why to the audit log', async () => {
    const { delivery, judge, visit, revisions, audit } = await setUp();
    await delivery.promote('access-team', 'mfe-access', 'a2', undefined, { percent: 50 });
    visit('a2', 100, 20, 'v');
    visit('a1', 100, 0, 'w');
    const [report] = await judge.runOnce(TERM);
    expect(report).toMatchObject({
      verdict: 'worse',
      action: 'rollback',
      canary: { errorVisitors: 20, visitors: 100 },
    });
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'a1' });
    const [decision, rollback] = await audit.read({ remote: 'mfe-access', limit: 2 });
    expect(decision).toMatchObject({
      who: 'judge',
      action: 'judge',
      release: 'a2',
      verdict: 'worse',
      figures: { canary: { errorRate: 0.2 }, live: { errorRate: 0 } },
    });
    expect(decision.note).toMatch(/^rollback: errors: 20\.0% of visitors on the canary \(20 of 100\)/);
    expect(rollback).toMatchObject({ who: 'judge', action: 'rollback', release: 'a2' });
    expect(await judge.runOnce(TERM)).toEqual([]);
  });

  it('holds a worse canary at its share when its remote says so', async () => {
    const { delivery, judge, visit, revisions } = await setUp();
    await delivery.promote('access-team', 'mfe-access', 'a2', undefined, { percent: 50, onWorse: 'hold' });
    visit('a2', 100, 30, 'v');
    visit('a1', 100, 0, 'w');
    expect((await judge.runOnce(TERM))[0].action).toBe('hold');
    expect((await revisions.latest())?.remotes.mfe_access.canary).toMatchObject({
      release: 'a2',
      held: expect.any(String),
    });
    expect((await judge.runOnce(TERM))[0]).toMatchObject({ verdict: 'worse' });
    expect((await judge.runOnce(TERM))[0].action).toBeUndefined();
  });

  it('takes a healthy canary with zero errors on both sides through its plan to every visitor', async () => {
    const { delivery, judge, visit, revisions } = await setUp();
    await delivery.promote('access-team', 'mfe-access', 'a2', undefined, {
      plan: { steps: [10, 50, 100], stepMs: 300 },
    });
    visit('a2', 60, 0, 'v');
    visit('a1', 60, 0, 'w');
    const first = (await judge.runOnce(TERM))[0];
    expect([first.verdict, first.action]).toEqual(['healthy', undefined]);
    await new Promise((resolve) => setTimeout(resolve, 310));
    expect((await judge.runOnce(TERM))[0]).toMatchObject({ verdict: 'healthy', action: 'raise' });
    expect((await revisions.latest())?.remotes.mfe_access.canary).toMatchObject({ release: 'a2', percent: 50 });
    // Held at the new share for its step before the next.
    expect((await judge.runOnce(TERM))[0].action).toBeUndefined();
    visit('a2', 60, 0, 'x');
    visit('a1', 60, 0, 'y');
    await new Promise((resolve) => setTimeout(resolve, 310));
    expect((await judge.runOnce(TERM))[0]).toMatchObject({ verdict: 'healthy', action: 'complete' });
    expect((await revisions.latest())?.remotes.mfe_access).toEqual({ release: 'a2' });
  });
});
