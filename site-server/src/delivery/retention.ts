import { SECTIONS } from 'shared/site';
import type { AuditLog } from './auditLog';
import type { ReleaseRecord } from './releaseStore';
import type { RegistryRevision } from './revisionStore';

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

/** A release record names its remote by package (mfe-shop); the registry by remote name (mfe_shop). */
const registryNameOf = (remote: string) =>
  SECTIONS.find((section) => section.package === remote)?.remote ?? remote.replace(/-/g, '_');

/**
 * The releases that no open or cached page can still pin and no team is likely to want back. Kept: the
 * live release of each remote (paused too), the one live before it (rollback's target), any live within
 * `keepAfterLiveMs` (a release stops being live at the first later revision that names another), the
 * `keepNewest` newest ready releases, and any published within `keepAfterLiveMs`. `history` is the whole
 * registry history, newest first: a release judged on part of it could be a rollback target it does not show.
 */
export function releasesToRemove({
  releases,
  history,
  now,
  rule = RETENTION,
}: {
  releases: readonly ReleaseRecord[];
  history: readonly RegistryRevision[];
  now: number;
  rule?: RetentionRule;
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
    const name = registryNameOf(remote);
    const named = history.map((revision) => revision.remotes[name]?.release);
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
      if (release === live || release === previous || newest.has(release) || isRecent(record.publishedAt)) continue;
      // The newest revision naming it: the one after that (newer) named another release, and ended its time live.
      const lastNamed = named.indexOf(release);
      const stoppedAt = lastNamed > 0 ? history[lastNamed - 1].at : undefined;
      if (stoppedAt !== undefined && isRecent(stoppedAt)) continue;
      const reason =
        record.status === 'refused'
          ? `refused (never live), published ${record.publishedAt}`
          : stoppedAt !== undefined
            ? `not live since ${stoppedAt} (revision ${history[lastNamed - 1].revision}), not among the ${rule.keepNewest} newest`
            : `never live, published ${record.publishedAt}, not among the ${rule.keepNewest} newest`;
      removals.push({ remote, release, reason });
    }
  }
  return removals;
}

/** Where the job says what it did: pino's (obj, message) calls, so the server's logger fits. */
export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The retention job: reads every release and the whole registry history, removes what `releasesToRemove`
 * lets go and records each removal in the audit log (who `retention`, action `remove`). It holds no timer:
 * the caller schedules `runOnce`, and calls made while a run is under way get that run's answer.
 */
export function createRetentionJob({
  listAll,
  history,
  latest,
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
  remove: (remote: string, release: string) => Promise<void>;
  audit: Pick<AuditLog, 'append'>;
  now?: () => number;
  rule?: RetentionRule;
  log?: RetentionLog;
}) {
  let running: Promise<Removal[]> | undefined;

  async function run(): Promise<Removal[]> {
    const [releases, revisions] = await Promise.all([listAll(), history()]);
    const decidedOn = revisions[0]?.revision ?? 0;
    const removed: Removal[] = [];
    for (const removal of releasesToRemove({ releases, history: revisions, now: now(), rule })) {
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
    return removed;
  }

  return {
    /** One run: what it removed. */
    runOnce(): Promise<Removal[]> {
      running ??= run().finally(() => (running = undefined));
      return running;
    },
  };
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;
