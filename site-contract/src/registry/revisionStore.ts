import { randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A gradual rollout's plan: the shares it goes through, each held this long once the judge passes it. */
export interface RolloutPlan {
  /** Percent of visitors at each step, rising, the last 100 (the release then becomes the live one). */
  steps: number[];
  stepMs: number;
}

/** A release that a share of visitors gets instead of the live one, while the judge watches it. */
export interface Canary {
  release: string;
  /** The share of visitors, 1–99: those whose bucket for this remote is below it (rollout/visitor.ts). */
  percent: number;
  /** When it started, and when it reached its share: the judge compares what visitors saw since then. */
  startedAt: string;
  percentSince: string;
  plan?: RolloutPlan;
  /** What the judge does when it is worse than the live release: roll it back (the default), or hold the share and warn. */
  onWorse?: 'rollback' | 'hold';
  /** Set when the judge held it (onWorse 'hold'): the plan does not go on until a person decides. */
  held?: string;
}

/** What the registry says of one remote: its live release, whether its section is paused, and its canary. */
export interface LiveRelease {
  release: string;
  paused?: boolean;
  canary?: Canary;
}

/** One revision of the registry: numbered from 1, never changed once written. */
export interface RegistryRevision {
  revision: number;
  at: string;
  /** The name of the key that made it. */
  by: string;
  /** What changed, in words ("promote mfe-shop 4f2a…"). */
  change: string;
  remotes: Record<string, LiveRelease>;
  /** The leader's term a change of the leader's jobs was decided in (its fencing token); none on a person's change. */
  term?: number;
}

/** What an instance of the site server last said it serves: the registry revision, and when it said so. */
export interface InstanceReport {
  /** The instance's name (INSTANCE_NAME, else its host name and port). */
  instance: string;
  revision: number;
  at: string;
  /** Its base releases (baseReleases.ts), by package: what it serves of a remote no revision names. */
  bases?: Readonly<Record<string, string>>;
}

/**
 * The registry as a site server (the data plane) holds it: the latest revision, and its own report of
 * the revision it serves. It writes no revision: only the control plane holds the whole store.
 */
export type RegistryReader = Pick<RevisionStore, 'latest' | 'report'>;

/** Another revision was written first: read the latest and apply the change to it again. */
export class RevisionConflict extends Error {}

/**
 * What a change of the leader's jobs (the judge) was decided on: the registry's revision it looked at
 * and the fencing token of the leader's term (leaderLease.ts). Such a change is made on that revision
 * only, by the leader of that term only: never re-applied on a later revision.
 */
export interface Decision {
  revision: number;
  token: number;
}

/**
 * A decided change refused: the registry moved on since it was decided, or a later leader's term has
 * begun. Nothing was written; the decision is not to be tried again on what is there now.
 */
export class DecisionFenced extends Error {
  readonly status = 409;
}

/**
 * The registry store could not be reached. `changed` says whether the change is known not to have been
 * made (the command never left this instance) or may have been (Redis stopped answering after it was
 * sent), so whoever asked knows whether to look at the latest revision before trying again.
 */
export class RevisionStoreUnreachable extends Error {
  readonly status = 503;
  constructor(
    readonly changed: 'no' | 'unknown',
    options?: { cause?: unknown },
  ) {
    super(
      changed === 'no'
        ? 'the registry store (Redis) is unreachable: nothing was changed'
        : 'the registry store (Redis) stopped answering: the change may or may not have been made; read the latest revision before trying again',
      options,
    );
    this.name = 'RevisionStoreUnreachable';
  }
}

export interface RevisionStore {
  latest(): Promise<RegistryRevision | undefined>;
  /** Revisions newest first, at most `limit`. */
  history(limit: number): Promise<RegistryRevision[]>;
  /**
   * Writes `next` if its number follows the latest's (a compare-and-swap on the latest); else
   * RevisionConflict. With `fence` (a leader's change), also only if no later leader's term has begun
   * (its token is the latest term's), else DecisionFenced; a store of one machine has one leader, and
   * no terms to compare.
   */
  append(next: RegistryRevision, fence?: { token: number }): Promise<void>;
  /** Records which revision an instance serves now (each instance reports it, liveRegistry.ts). */
  report(served: InstanceReport): Promise<void>;
  /** Every instance's last report. */
  instances(): Promise<InstanceReport[]>;
}

const fileName = (revision: number) => `${String(revision).padStart(10, '0')}.json`;

/**
 * Revisions as files in a folder of the data directory, one per revision. A revision is written to a
 * file of its own, flushed, then linked under its number: a link to a name that exists fails, so of
 * two writers of the same number exactly one succeeds, across processes, and a reader never sees half
 * a revision.
 */
export function createFileRevisionStore(folder: string): RevisionStore {
  // The instances' reports: one file each, replaced whole by a rename (never read half written).
  const reports = path.join(folder, 'instances');
  const names = async () =>
    (await readdir(folder).catch(() => [] as string[])).filter((name) => /^\d{10}\.json$/.test(name)).sort();
  const read = async (name: string) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as RegistryRevision;
  return {
    async latest() {
      const newest = (await names()).at(-1);
      return newest ? read(newest) : undefined;
    },
    async history(limit) {
      return Promise.all((await names()).reverse().slice(0, limit).map(read));
    },
    async append(next) {
      await mkdir(folder, { recursive: true });
      const draft = path.join(folder, `.draft-${randomUUID()}`);
      const file = await open(draft, 'wx', 0o444);
      try {
        await file.writeFile(`${JSON.stringify(next, null, 2)}\n`);
        await file.sync();
      } finally {
        await file.close();
      }
      try {
        const latest = await this.latest();
        if ((latest?.revision ?? 0) + 1 !== next.revision)
          throw new RevisionConflict(`revision ${next.revision} does not follow the latest, ${latest?.revision ?? 0}`);
        await link(draft, path.join(folder, fileName(next.revision))).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST')
            throw new RevisionConflict(`revision ${next.revision} was written by another change first`);
          throw error;
        });
      } finally {
        await unlink(draft);
      }
    },
    async report(served) {
      await mkdir(reports, { recursive: true });
      const file = path.join(reports, `${encodeURIComponent(served.instance)}.json`);
      const draft = `${file}.${randomUUID()}`;
      await writeFile(draft, JSON.stringify(served));
      await rename(draft, file);
    },
    async instances() {
      const files = (await readdir(reports).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
      const read = (name: string) =>
        readFile(path.join(reports, name), 'utf8').then(
          (json) => JSON.parse(json) as InstanceReport,
          () => undefined,
        );
      return (await Promise.all(files.map(read))).filter((report): report is InstanceReport => report !== undefined);
    },
  };
}

/**
 * Whether a decided change whose answer never came was made. It can only ever be revision
 * `mine.revision` (made on the revision it was decided on, or not at all), so once that revision
 * exists it is this change or another, for good; undefined while it does not (the change may still arrive).
 */
async function decidedChangeLanded(store: RevisionStore, mine: RegistryRevision): Promise<boolean | undefined> {
  const latest = await store.latest();
  if (!latest || latest.revision < mine.revision) return undefined;
  const there =
    latest.revision === mine.revision
      ? latest
      : (await store.history(latest.revision - mine.revision + 1)).find(
          (revision) => revision.revision === mine.revision,
        );
  // Another change landing between the two reads moves the history past it: not known either way.
  if (!there) return undefined;
  return there.at === mine.at && there.by === mine.by && there.term === mine.term && there.change === mine.change;
}

/**
 * Applies `change` to the latest revision and writes the result as the next, again on the newer
 * latest whenever another change lands first: two teams changing the registry at once both land,
 * neither overwriting the other. A change the leader's jobs decided (`decided`) is made on the
 * revision it was decided on and in its leader's term only, or refused with DecisionFenced: it was
 * decided on a state that is no longer there.
 */
export async function changeRegistry(
  store: RevisionStore,
  by: string,
  change: string,
  apply: (remotes: Readonly<Record<string, LiveRelease>>) => Record<string, LiveRelease>,
  { attempts = 20, decided }: { attempts?: number; decided?: Decision } = {},
): Promise<{ before: RegistryRevision | undefined; after: RegistryRevision }> {
  for (let attempt = 1; ; attempt++) {
    const before = await store.latest();
    if (decided && (before?.revision ?? 0) !== decided.revision)
      throw new DecisionFenced(
        `the registry has changed since it was decided on revision ${decided.revision} (it is at ${before?.revision ?? 0})`,
      );
    const after: RegistryRevision = {
      revision: (before?.revision ?? 0) + 1,
      at: new Date().toISOString(),
      by,
      change,
      remotes: apply(before?.remotes ?? {}),
      ...(decided && { term: decided.token }),
    };
    try {
      await store.append(after, decided && { token: decided.token });
      return { before, after };
    } catch (error) {
      if (decided && error instanceof RevisionStoreUnreachable && error.changed === 'unknown') {
        const landed = await decidedChangeLanded(store, after).catch(() => undefined);
        if (landed) return { before, after };
        if (landed === false)
          throw new DecisionFenced(
            `its answer never came, and revision ${after.revision}, the only one it could have been, is another change`,
          );
      }
      if (decided && error instanceof RevisionConflict)
        throw new DecisionFenced(
          `another change landed on revision ${decided.revision} while it was made (${error.message})`,
        );
      if (!(error instanceof RevisionConflict) || attempt >= attempts) throw error;
    }
  }
}
