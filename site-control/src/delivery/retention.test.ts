/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFileAuditLog } from 'site-contract/audit/auditLog';
import type { ReleaseRecord } from 'site-contract/releases/releaseStore';
import { baseReleasesOf, createRetentionJob, releasesToRemove, RETENTION, type RetentionRule } from './retention';
import type { Canary, InstanceReport, LiveRelease, RegistryRevision } from 'site-contract/registry/revisionStore';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2030-06-15T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString();

/** A release of `remote` (a package name, as the store keeps it), published `days` ago. */
const release = (
  remote: string,
  id: string,
  days: number,
  status: ReleaseRecord['status'] = 'ready',
): ReleaseRecord => ({
  remote,
  release: id,
  files: {},
  bytes: 0,
  publishedAt: daysAgo(days),
  publishedBy: 'team',
  status,
  report: [],
});

/** A history, written oldest first as [days ago, registry] (a registry names remotes as mfe_shop), given newest first. */
const historyOf = (...steps: Array<[number, Record<string, string | LiveRelease>]>): RegistryRevision[] =>
  steps
    .map(([days, remotes], index) => ({
      revision: index + 1,
      at: daysAgo(days),
      by: 'team',
      change: 'a change',
      remotes: Object.fromEntries(
        Object.entries(remotes).map(([name, live]) => [name, typeof live === 'string' ? { release: live } : live]),
      ),
    }))
    .reverse();

const week = { keepAfterLiveMs: 7 * DAY, keepNewest: 0 };

/** A canary of `release` for a tenth of visitors, started `days` ago. */
const canaryOf = (id: string, days: number): Canary => ({
  release: id,
  percent: 10,
  startedAt: daysAgo(days),
  percentSince: daysAgo(days),
});

describe('releasesToRemove', () => {
  it.each<[string, ReleaseRecord[], RegistryRevision[], RetentionRule, string[]]>([
    [
      'keeps the live release, however long ago it was published and promoted',
      [release('mfe-shop', 's1', 60)],
      historyOf([60, { mfe_shop: 's1' }]),
      week,
      [],
    ],
    [
      'keeps a paused live release',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 50)],
      historyOf(
        [60, { mfe_shop: 's1' }],
        [50, { mfe_shop: 's2' }],
        [40, { mfe_shop: { release: 's2', paused: true } }],
      ),
      week,
      [],
    ],
    [
      'keeps the release live before the live one (rollback’s target), removes the one before that',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 50), release('mfe-shop', 's3', 40)],
      historyOf([60, { mfe_shop: 's1' }], [50, { mfe_shop: 's2' }], [40, { mfe_shop: 's3' }]),
      week,
      ['mfe-shop s1'],
    ],
    [
      'after a rollback, keeps the release rolled back from as the one before',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 50), release('mfe-shop', 's3', 45)],
      historyOf([60, { mfe_shop: 's1' }], [50, { mfe_shop: 's2' }], [45, { mfe_shop: 's3' }], [40, { mfe_shop: 's2' }]),
      week,
      ['mfe-shop s1'],
    ],
    [
      'keeps a release live within the week: it is live until the revision that names another, not the last naming it',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 50), release('mfe-shop', 's3', 40)],
      historyOf(
        [60, { mfe_shop: 's1' }],
        [30, { mfe_shop: { release: 's1', paused: true } }],
        [29, { mfe_shop: 's1' }],
        [6, { mfe_shop: 's2' }],
        [5, { mfe_shop: 's3' }],
      ),
      week,
      [],
    ],
    [
      'removes a release that stopped being live a week ago or more',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 50), release('mfe-shop', 's3', 40)],
      historyOf([60, { mfe_shop: 's1' }], [7, { mfe_shop: 's2' }], [5, { mfe_shop: 's3' }]),
      week,
      ['mfe-shop s1'],
    ],
    [
      'judges a release live twice by its last time live',
      [
        release('mfe-shop', 's1', 60),
        release('mfe-shop', 's2', 50),
        release('mfe-shop', 's3', 40),
        release('mfe-shop', 's4', 30),
      ],
      historyOf(
        [60, { mfe_shop: 's1' }],
        [50, { mfe_shop: 's2' }],
        [10, { mfe_shop: 's1' }],
        [5, { mfe_shop: 's3' }],
        [4, { mfe_shop: 's4' }],
      ),
      week,
      ['mfe-shop s2'],
    ],
    [
      'keeps the newest ready releases whatever their age; refused ones do not count among them',
      [
        release('mfe-shop', 's1', 40),
        release('mfe-shop', 's2', 30),
        release('mfe-shop', 's3', 20),
        release('mfe-shop', 's4', 10),
        release('mfe-shop', 'r5', 9, 'refused'),
      ],
      [],
      { keepAfterLiveMs: 7 * DAY, keepNewest: 2 },
      ['mfe-shop s1', 'mfe-shop s2', 'mfe-shop r5'],
    ],
    [
      'keeps a release published within the week, never live yet: a team may promote it',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 8), release('mfe-shop', 's3', 3)],
      historyOf([60, { mfe_shop: 's1' }]),
      week,
      ['mfe-shop s2'],
    ],
    [
      'removes a refused release published a week ago or more, keeps a newer one',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 'r1', 8, 'refused'), release('mfe-shop', 'r2', 2, 'refused')],
      historyOf([60, { mfe_shop: 's1' }]),
      RETENTION,
      ['mfe-shop r1'],
    ],
    [
      'removes old releases never live that are not among the newest',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 50), release('mfe-shop', 's3', 40)],
      historyOf([60, { mfe_shop: 's3' }]),
      { keepAfterLiveMs: 7 * DAY, keepNewest: 1 },
      ['mfe-shop s1', 'mfe-shop s2'],
    ],
    [
      'judges each remote on its own registry entry and its own newest',
      [
        release('mfe-shop', 'x1', 60),
        release('mfe-shop', 'x2', 50),
        release('mfe-access', 'x1', 60),
        release('mfe-access', 'x2', 50),
        release('mfe-access', 'a3', 40),
      ],
      historyOf([60, { mfe_shop: 'x1', mfe_access: 'a3' }], [55, { mfe_shop: 'x1', mfe_access: 'a3' }]),
      { keepAfterLiveMs: 7 * DAY, keepNewest: 1 },
      ['mfe-access x1', 'mfe-access x2'],
    ],
    [
      'keeps a running canary’s release however old, and the live one beside it',
      [release('mfe-shop', 's1', 60), release('mfe-shop', 's2', 50), release('mfe-shop', 's3', 45)],
      historyOf(
        [60, { mfe_shop: 's1' }],
        [40, { mfe_shop: { release: 's1', canary: canaryOf('s3', 40) } }],
        [30, { mfe_shop: { release: 's1', canary: { ...canaryOf('s3', 40), percent: 50 } } }],
      ),
      week,
      ['mfe-shop s2'],
    ],
    [
      'judges a canary’s release by when it last reached visitors: kept within the week, removed after',
      [
        release('mfe-shop', 's1', 60),
        release('mfe-shop', 's2', 50),
        release('mfe-shop', 's3', 45),
        release('mfe-shop', 's4', 44),
      ],
      historyOf(
        [60, { mfe_shop: 's1' }],
        [40, { mfe_shop: { release: 's1', canary: canaryOf('s2', 40) } }],
        [20, { mfe_shop: 's1' }],
        [10, { mfe_shop: { release: 's1', canary: canaryOf('s3', 10) } }],
        [3, { mfe_shop: 's1' }],
      ),
      week,
      ['mfe-shop s2', 'mfe-shop s4'],
    ],
    [
      'keeps a release whose dates cannot be read',
      [{ ...release('mfe-shop', 's1', 60), publishedAt: 'not a date' }],
      historyOf([60, { mfe_shop: 's0' }]),
      week,
      [],
    ],
  ])('%s', (_name, releases, history, rule, expected) => {
    const removals = releasesToRemove({ releases, history, now: NOW, rule });
    expect(removals.map(({ remote, release }) => `${remote} ${release}`).sort()).toEqual([...expected].sort());
    removals.forEach((removal) => expect(removal.reason).toEqual(expect.any(String)));
  });

  it('with the default rule, keeps the live release and the ten newest', () => {
    const releases = Array.from({ length: 12 }, (_, index) => release('mfe-shop', `s${index}`, 60 - index));
    // Eleven of twelve are kept: the ten newest, and s0 as the live one; s1 goes.
    expect(releasesToRemove({ releases, history: historyOf([60, { mfe_shop: 's0' }]), now: NOW })).toEqual([
      { remote: 'mfe-shop', release: 's1', reason: `never live, published ${daysAgo(59)}, not among the 10 newest` },
    ]);
  });

  it('never removes a base release any instance reports, however old and unserved; an older base goes by the rule', () => {
    const releases = [
      release('mfe-access', 'base-2', 90),
      release('mfe-access', 'base-1', 120),
      release('mfe-access', 'a3', 60),
    ];
    const history = historyOf([60, { mfe_access: 'a3' }]);
    const reports: InstanceReport[] = [
      { instance: 'site-a', revision: 1, at: daysAgo(0), bases: { 'mfe-access': 'base-2' } },
      { instance: 'site-b', revision: 1, at: daysAgo(0) },
    ];
    const removals = releasesToRemove({ releases, history, now: NOW, rule: week, bases: baseReleasesOf(reports) });
    expect(removals.map(({ release: id }) => id)).toEqual(['base-1']);
  });

  it('refuses a history that does not reach revision 1: a rollback target could be missing from it', () => {
    const history = historyOf([60, { mfe_shop: 's1' }], [50, { mfe_shop: 's2' }]).slice(0, 1);
    expect(() => releasesToRemove({ releases: [release('mfe-shop', 's1', 60)], history, now: NOW })).toThrow(
      /whole registry history/,
    );
  });
});

describe('the retention job', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'expo-retention-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** An in-memory release store and registry (with the instances' reports), with the audit log in a file. */
  function fixture(records: ReleaseRecord[], history: RegistryRevision[], reports: InstanceReport[] = []) {
    const stored = [...records];
    const removed: string[] = [];
    const audit = createFileAuditLog(path.join(folder, 'audit.log'));
    const revisions = [...history];
    const options = {
      listAll: jest.fn(async () => [...stored]),
      history: jest.fn(async () => [...revisions]),
      latest: async () => revisions[0],
      instances: async () => [...reports],
      remove: jest.fn(async (remote: string, id: string) => {
        const index = stored.findIndex((record) => record.remote === remote && record.release === id);
        if (index < 0) throw new Error(`${remote} ${id} is not stored`);
        stored.splice(index, 1);
        removed.push(`${remote} ${id}`);
      }),
      audit,
      now: () => NOW,
      rule: { keepAfterLiveMs: 7 * DAY, keepNewest: 1 },
      log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() },
    };
    return { stored, removed, audit, revisions, options };
  }

  const records = [
    release('mfe-shop', 's1', 60),
    release('mfe-shop', 's2', 50),
    release('mfe-shop', 's3', 40),
    release('mfe-shop', 's4', 30),
    release('mfe-shop', 'r5', 20, 'refused'),
    release('mfe-access', 'a1', 60),
  ];
  const history = historyOf([60, { mfe_shop: 's1', mfe_access: 'a1' }], [40, { mfe_shop: 's3', mfe_access: 'a1' }]);

  it('removes what the rule lets go and records each removal in the audit log', async () => {
    const { stored, removed, audit, options } = fixture(records, history);
    const job = createRetentionJob(options);
    const result = await job.runOnce();

    // s3 is live, s1 the one before it, s4 the newest; s2 was never live, r5 was refused.
    expect(removed.sort()).toEqual(['mfe-shop r5', 'mfe-shop s2']);
    expect(result.map((removal) => removal.release).sort()).toEqual(['r5', 's2']);
    expect(stored.map((record) => `${record.remote} ${record.release}`)).toEqual([
      'mfe-shop s1',
      'mfe-shop s3',
      'mfe-shop s4',
      'mfe-access a1',
    ]);
    const entries = await audit.read();
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        {
          at: expect.any(String),
          who: 'retention',
          action: 'remove',
          remote: 'mfe-shop',
          release: 's2',
          note: `never live, published ${daysAgo(50)}, not among the 1 newest`,
        },
        {
          at: expect.any(String),
          who: 'retention',
          action: 'remove',
          remote: 'mfe-shop',
          release: 'r5',
          note: `refused (never live), published ${daysAgo(20)}`,
        },
      ]),
    );

    // A second run finds nothing more to remove.
    expect(await job.runOnce()).toEqual([]);
    expect(await audit.read()).toHaveLength(2);
  });

  it('goes on past a release it cannot remove, and records only what it removed', async () => {
    const { audit, options } = fixture(records, history);
    options.remove.mockImplementationOnce(async () => {
      throw new Error('EACCES');
    });
    const removed = await createRetentionJob(options).runOnce();
    expect(removed).toHaveLength(1);
    expect((await audit.read()).map((entry) => entry.release)).toEqual([removed[0].release]);
    expect(options.log.error).toHaveBeenCalledTimes(1);
  });

  it('stops when the registry changes during the run: a release promoted meanwhile must not go', async () => {
    const { audit, revisions, options } = fixture(records, history);
    options.remove.mockImplementationOnce(async () => {
      // A team promotes s2 while the job removes the first release it lets go.
      revisions.unshift({ ...revisions[0], revision: 3, at: daysAgo(0), remotes: { mfe_shop: { release: 's2' } } });
    });
    const removed = await createRetentionJob(options).runOnce();
    expect(removed).toHaveLength(1);
    expect(options.remove).toHaveBeenCalledTimes(1);
    expect(await audit.read()).toHaveLength(1);
  });

  it('removes nothing while the registry holds no revision: instances may still serve one the store lost', async () => {
    // Redis restarted empty (or the registry folder lost): s3 is still served, yet nothing names it live.
    const { removed, audit, options } = fixture(records, [], [{ instance: 'a:8080', revision: 0, at: daysAgo(0) }]);
    expect(await createRetentionJob(options).runOnce()).toEqual([]);
    expect(removed).toEqual([]);
    expect(await audit.read()).toEqual([]);
    expect(options.log.warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/removes nothing this run: the registry holds no revision/),
    );
  });

  it('removes nothing while an instance serves a revision newer than the registry’s latest', async () => {
    // The store came back from an older copy: revision 2 is its latest, an instance serves revision 5.
    const reports = [
      { instance: 'a:8080', revision: 2, at: daysAgo(0) },
      { instance: 'b:8080', revision: 5, at: daysAgo(0) },
    ];
    const { removed, options } = fixture(records, history, reports);
    expect(await createRetentionJob(options).runOnce()).toEqual([]);
    expect(removed).toEqual([]);
    expect(options.log.warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/b:8080 serves revision 5, newer than the registry's latest \(2\)/),
    );
  });

  it('removes nothing when the registry cannot be read, and says so without failing', async () => {
    const { removed, options } = fixture(records, history);
    options.history.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    await expect(createRetentionJob(options).runOnce()).resolves.toEqual([]);
    expect(removed).toEqual([]);
    expect(options.log.error).toHaveBeenCalledTimes(1);
  });

  it('once started, runs soon, then every period, until stopped', async () => {
    jest.useFakeTimers();
    try {
      // Nothing to remove: each run ends within the timers' turn, with no file written.
      const { options } = fixture([], history);
      const stop = createRetentionJob(options).start({ firstAfterMs: 60_000, everyMs: 3_600_000 });
      await jest.advanceTimersByTimeAsync(59_000);
      expect(options.listAll).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1_000);
      expect(options.listAll).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(3_600_000);
      expect(options.listAll).toHaveBeenCalledTimes(2);
      stop();
      await jest.advanceTimersByTimeAsync(3 * 3_600_000);
      expect(options.listAll).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stopped before its first run, never runs', async () => {
    jest.useFakeTimers();
    try {
      const { options } = fixture([], history);
      createRetentionJob(options).start({ firstAfterMs: 60_000, everyMs: 3_600_000 })();
      await jest.advanceTimersByTimeAsync(2 * 3_600_000);
      expect(options.listAll).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers calls made during a run with that run', async () => {
    const { options } = fixture(records, history);
    const job = createRetentionJob(options);
    const [first, second] = await Promise.all([job.runOnce(), job.runOnce()]);
    expect(second).toBe(first);
    expect(options.remove).toHaveBeenCalledTimes(2);
  });
});
