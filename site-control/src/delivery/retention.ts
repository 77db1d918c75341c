import { sectionNamed } from 'shared/site';
import type { AuditLog } from 'site-contract/audit/auditLog';
import type { ReleaseRecord } from 'site-contract/releases/releaseStore';
import type { InstanceReport, LiveRelease, RegistryRevision } from 'site-contract/registry/revisionStore';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long old releases are kept. */
export interface RetentionRule {
  /** How long a release is kept after it stopped being live, and after it was published. */
  keepAfterLiveMs: number;
  /** How many of each remote's newest ready releases are kept whatever their age. */
  keepNewest: number;
}

export const RETENTION: RetentionRule = {
  /**
   * No cache bounds by age what pins a release (the server's page cache holds a page for PAGE_CACHE_TTL_MS,
   * but the service worker keeps its MAX_SAVED_PAGES saved pages by count with no age limit, and an open
   * tab runs its release until it is reloaded), so a week, a visitor's stay with margin, covers them; an
   * older page whose pinned release is gone loads the live one instead (remoteLoader's pinGone).
   */
  keepAfterLiveMs: 7 * DAY_MS,
  /** Enough to roll back several promotions by name (`rollback --to`), however long ago they were live. */
  keepNewest: 10,
};

/** A release the retention rule lets go, and why (kept in the audit log). */
export interface Removal {
  remote: string;
  release: string;
  reason: string;
}

/** The releases visitors get from a registry entry: the live one and, while a canary runs, the canary's. */
const servedBy = (entry: LiveRelease | undefined): Array<string | undefined> => [
  entry?.release,
  entry?.canary?.release,
];

/** The base release each instance says it serves a remote from while no revision names it, as `<remote> <release>`. */
export const baseReleasesOf = (instances: readonly InstanceReport[]): Set<string> =>
  new Set(instances.flatMap((report) => Object.entries(report.bases ?? {}).map(([remote, id]) => `${remote} ${id}`)));

/**
 * The releases that no open or cached page can still pin and no team is likely to want back. Kept: any
 * instance's base release (`bases`: what it serves while no revision names the remote, and what a
 * rollback returns to), the live release of each remote (paused too) and its running canary's, the one live before it (rollback's
 * target), any served within `keepAfterLiveMs` (live or as a canary: a release stops being served at the
 * first later revision that names it neither way), the `keepNewest` newest ready releases, and any
 * published within `keepAfterLiveMs`. `history` is the whole registry history, newest first: a release
 * judged on part of it could be a rollback target it does not show.
 */
export function releasesToRemove({
  releases,
  history,
  now,
  rule = RETENTION,
  bases = new Set(),
}: {
  releases: readonly ReleaseRecord[];
  history: readonly RegistryRevision[];
  now: number;
  rule?: RetentionRule;
  /** The instances' base releases (baseReleasesOf). */
  bases?: ReadonlySet<string>;
}): Removal[] {
  const oldest = history.at(-1);
  if (oldest && oldest.revision !== 1)
    throw new Error(`retention needs the whole registry history; this one starts at revision ${oldest.revision}`);
  // An unreadable or future time counts as recent: a release is never removed on a date it cannot read.
  const isRecent = (at: string) => !(now - Date.parse(at) >= rule.keepAfterLiveMs);

  const byRemote = new Map<string, ReleaseRecord[]>();
  for (const record of releases) byRemote.set(record.remote, [...(byRemote.get(record.remote) ?? []), record]);

  const removals: Removal[] = [];
  for (const [remote, records] of byRemote) {
    // A release record names its remote by package (mfe-shop), the registry by remote name (mfe_shop);
    // a package no longer a section is in no registry the site serves (liveRegistry.ts skips it).
    const name = sectionNamed(remote)?.remote;
    const entryOf = (revision: RegistryRevision) => (name === undefined ? undefined : revision.remotes[name]);
    const named = history.map((revision) => entryOf(revision)?.release);
    const served = history.map((revision) => servedBy(entryOf(revision)));
    const live = named[0];
    const previous = named.find((release) => release !== undefined && release !== live);
    const newest = new Set(
      records
        .filter((record) => record.status === 'ready')
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .slice(0, rule.keepNewest)
        .map((record) => record.release),
    );
    for (const record of records) {
      const { release } = record;
      if (
        release === previous ||
        newest.has(release) ||
        isRecent(record.publishedAt) ||
        bases.has(`${remote} ${release}`)
      )
        continue;
      // The newest revision serving it (0: the latest, so it is live or a running canary); the one after
      // that (newer) served others only, and ended its time served.
      const lastServed = served.findIndex((releases) => releases.includes(release));
      if (lastServed === 0) continue;
      const stoppedAt = lastServed > 0 ? history[lastServed - 1].at : undefined;
      if (stoppedAt !== undefined && isRecent(stoppedAt)) continue;
      const reason =
        record.status === 'refused'
          ? `refused (never live), published ${record.publishedAt}`
          : stoppedAt !== undefined
            ? `not served since ${stoppedAt} (revision ${history[lastServed - 1].revision}), not among the ${rule.keepNewest} newest`
            : `never live, published ${record.publishedAt}, not among the ${rule.keepNewest} newest`;
      removals.push({ remote, release, reason });
    }
  }
  return removals;
}

/**
 * Why the registry's history cannot tell which releases instances serve, if it cannot. A store restarted
 * empty or a lost registry folder holds no revision, or older ones than the instances still serve (each
 * keeps its last revision read); judged on such a history, the release they serve would look unused.
 */
export function untrustedHistory(
  history: readonly RegistryRevision[],
  instances: readonly InstanceReport[],
): string | undefined {
  const latest = history[0]?.revision ?? 0;
  const ahead = instances.filter((report) => report.revision > latest);
  if (ahead.length > 0)
    return `${ahead.map(({ instance, revision }) => `${instance} serves revision ${revision}`).join(', ')}, newer than the registry's latest (${latest}): the store has lost revisions`;
  if (history.length === 0)
    return 'the registry holds no revision: a store restarted empty or a lost registry folder looks the same, and instances may still serve releases it no longer names';
  return undefined;
}

/** Where the job says what it did: pino's (obj, message) calls, so the server's logger fits. */
export interface RetentionLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The retention job: reads every release, the whole registry history and what each instance serves,
 * removes what `releasesToRemove` lets go and records each removal in the audit log (who `retention`,
 * action `remove`). A run whose history is untrusted (`untrustedHistory`) or unreadable removes nothing.
 * It holds no timer until `start` is called, and calls made while a run is under way get that run's answer.
 */
export function createRetentionJob({
  listAll,
  history,
  latest,
  instances,
  remove,
  audit,
  now = Date.now,
  rule = RETENTION,
  log,
}: {
  /** Every remote's releases. */
  listAll: () => Promise<ReleaseRecord[]>;
  /** The whole registry history, newest first (revisions.history(Infinity)). */
  history: () => Promise<RegistryRevision[]>;
  /** The latest revision, read again before each removal: a promotion made meanwhile stops the run. */
  latest?: () => Promise<RegistryRevision | undefined>;
  /** The revision each instance last said it serves (revisions.instances()). */
  instances: () => Promise<InstanceReport[]>;
  remove: (remote: string, release: string) => Promise<void>;
  audit: Pick<AuditLog, 'append'>;
  now?: () => number;
  rule?: RetentionRule;
  log?: RetentionLog;
}) {
  let running: Promise<Removal[]> | undefined;

  async function run(): Promise<Removal[]> {
    const removed: Removal[] = [];
    try {
      const [releases, revisions, reports] = await Promise.all([listAll(), history(), instances()]);
      const untrusted = untrustedHistory(revisions, reports);
      if (untrusted) {
        log?.warn({ untrusted }, `retention removes nothing this run: ${untrusted}`);
        return removed;
      }
      const decidedOn = revisions[0].revision;
      const bases = baseReleasesOf(reports);
      for (const removal of releasesToRemove({ releases, history: revisions, now: now(), rule, bases })) {
        // A release promoted (or rolled back to) since the history was read must not go: the next run decides again.
        if (latest && ((await latest())?.revision ?? 0) !== decidedOn) {
          log?.info({ decidedOn }, 'retention: the registry changed during the run, the rest waits for the next run');
          break;
        }
        try {
          await remove(removal.remote, removal.release);
        } catch (error) {
          log?.error({ ...removal, err: error }, 'retention could not remove a release');
          continue;
        }
        await audit.append({
          who: 'retention',
          action: 'remove',
          remote: removal.remote,
          release: removal.release,
          note: removal.reason,
        });
        log?.info(removal, 'retention removed a release');
        removed.push(removal);
      }
    } catch (error) {
      // The store, the registry or the audit log cannot be read or written: the rest waits for the next run.
      log?.error({ err: error, removed: removed.length }, 'retention stopped: what it has not removed waits');
    }
    return removed;
  }

  const job = {
    /** One run: what it removed. It never rejects: a failure is logged, and the next run tries again. */
    runOnce(): Promise<Removal[]> {
      running ??= run().finally(() => (running = undefined));
      return running;
    },
    /**
     * Runs once `firstAfterMs` from now (so an instance restarted more often than `everyMs` still runs
     * it), then every `everyMs`. Returns what stops both, for shutdown; the timers never hold the process open.
     */
    start({ firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number }): () => void {
      const first = setTimeout(() => void job.runOnce(), firstAfterMs);
      const every = setInterval(() => void job.runOnce(), everyMs);
      first.unref();
      every.unref();
      return () => {
        clearTimeout(first);
        clearInterval(every);
      };
    },
  };
  return job;
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
