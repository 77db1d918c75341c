import { sectionNamed } from 'shared/site';
import type { AuditLog } from 'site-contract/audit/auditLog';
import type { BaseReleaseIds } from 'site-contract/releases/baseReleases';
import { INSTANCE_SILENT_AFTER_MS } from 'site-contract/api/instances';
import { reportLine, type GateResult } from './releaseGates';
import {
  filesNotAsRecorded,
  ReleaseExists,
  type ReleaseRecord,
  type ReleaseStore,
} from 'site-contract/releases/releaseStore';
import {
  changeRegistry,
  DecisionFenced,
  RevisionStoreUnreachable,
  type Decision,
  type InstanceReport,
  type Canary,
  type LiveRelease,
  type RegistryRevision,
  type RevisionStore,
  type RolloutPlan,
} from 'site-contract/registry/revisionStore';
import { checkUpload, type CheckedUpload, type UploadedFile } from 'site-contract/releases/uploadCheck';

/** `status`'s answer: the latest revision, and what each instance serves. */
export type RegistryStatus = Pick<RegistryRevision, 'revision' | 'remotes'> &
  Partial<RegistryRevision> & {
    instances: InstanceReport[];
    /** The base release of each remote on the instance that answers (baseReleases.ts), by package. */
    bases: BaseReleaseIds;
  };

/**
 * What visitors get of a remote: the latest revision's entry for it, else its base release, which
 * every visitor gets while no revision names the remote; undefined when neither is known.
 */
export function liveOrBase(
  status: Pick<RegistryStatus, 'remotes' | 'bases'>,
  section: { remote: string; package: string },
): LiveRelease | undefined {
  const base = status.bases[section.package];
  return status.remotes[section.remote] ?? (base !== undefined ? { release: base } : undefined);
}

/** A request the delivery service turns down: its status and a message for the section team. */
export class DeliveryRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** How far back `rollback` looks for the release that was live before. */
const ROLLBACK_HISTORY = 500;

const remoteNameOf = (remote: string) => {
  const section = sectionNamed(remote);
  if (section?.package !== remote)
    throw new DeliveryRefused(404, `${JSON.stringify(remote)} is not a section of the site`);
  return section.remote;
};

export interface ReleaseListing extends ReleaseRecord {
  live: boolean;
  /** It is the remote's base release now: the build the site started with (`base` alone: one it started with before). */
  isBase: boolean;
  /** Its share of visitors while it is the remote's canary. */
  canaryPercent?: number;
  /** When and by whom it was last made live, from the audit log. */
  promotedAt?: string;
  promotedBy?: string;
}

/**
 * What section teams do with their releases (publish, promote, roll back, pause, resume, list), on the
 * release store, the registry's revisions and the audit log. Who may do it is the API's to check; each
 * method takes the name of the key that asked, for the record.
 */
export function createDelivery({
  releases,
  revisions,
  audit,
  gates,
  bases = {},
}: {
  releases: ReleaseStore;
  revisions: RevisionStore;
  audit: AuditLog;
  /** This instance's base releases (baseReleases.ts): what a first canary is judged against and a first rollback returns to. */
  bases?: BaseReleaseIds;
  /** The gates a release passes before it may go live (releaseGates.ts's runGates, with the running site's context). */
  gates: (upload: CheckedUpload) => Promise<GateResult[]>;
}) {
  /** The remote's entry, or its base release while no revision names it. */
  const liveOf = (remote: string, entry: LiveRelease | undefined): LiveRelease | undefined =>
    entry ?? (bases[remote] !== undefined ? { release: bases[remote] } : undefined);

  async function changeLive(
    who: string,
    remote: string,
    action: 'promote' | 'rollback' | 'pause' | 'resume' | 'hold',
    /** The remote's next entry, from what visitors get of it now (its entry, or its base release). */
    next: (current: LiveRelease | undefined) => LiveRelease,
    {
      note,
      percent,
      about,
      base,
      decided,
    }: {
      note?: string;
      /** A promote's share of visitors (100: all). */
      percent?: number;
      /** The release the change is about, when not the live one it leaves (a canary rolled back). */
      about?: string;
      /** The release it makes live is a base release: the audit log says so. */
      base?: boolean;
      /** A change the leader's judge decided: made on that revision, in that term, or refused (changeRegistry). */
      decided?: Decision;
    } = {},
  ) {
    const name = remoteNameOf(remote);
    let wanted: LiveRelease | undefined;
    const { before, after } = await changeRegistry(
      revisions,
      who,
      `${action} ${remote}`,
      (remotes) => ({ ...remotes, [name]: (wanted = next(liveOf(remote, remotes[name]))) }),
      { decided },
    ).catch(async (error: unknown) => {
      // Sent, then no answer: the change may have landed, so the log says it was tried. A decided
      // change refused was not made: the log says so, and why.
      const outcome =
        error instanceof RevisionStoreUnreachable && error.changed === 'unknown'
          ? 'unknown'
          : error instanceof DecisionFenced
            ? 'fenced'
            : undefined;
      // The change's own error is what the caller must see, even when the audit log (in the same Redis)
      // cannot take the entry either.
      if (outcome)
        await audit
          .append({
            who,
            action,
            remote,
            release: about ?? wanted?.canary?.release ?? wanted?.release,
            note: outcome === 'fenced' ? `${(error as Error).message}${note ? `; ${note}` : ''}` : note,
            outcome,
          })
          .catch(() => undefined);
      throw error;
    });
    const live = after.remotes[name];
    await audit.append({
      who,
      action,
      remote,
      release: about ?? live.canary?.release ?? live.release,
      ...(percent !== undefined && { percent }),
      ...(action === 'rollback' && about !== undefined && { endedCanary: true as const }),
      ...(base && { base: true as const }),
      revisionBefore: before?.revision ?? 0,
      revisionAfter: after.revision,
      note,
    });
    return after;
  }

  async function readyRelease(remote: string, release: string): Promise<ReleaseRecord> {
    const record = await releases.get(remote, release);
    if (!record) throw new DeliveryRefused(404, `${remote} has no release ${release}: see \`list ${remote}\``);
    if (record.status !== 'ready')
      throw new DeliveryRefused(
        409,
        `${remote} ${release} was refused when it was published, and can never be promoted:\n${record.report.join('\n')}`,
      );
    return record;
  }

  /** A ready release whose stored files still hold the bytes recorded for them: one that may go live. */
  async function servableRelease(remote: string, release: string): Promise<ReleaseRecord> {
    const record = await readyRelease(remote, release);
    const changed = await filesNotAsRecorded(releases, record);
    if (changed.length > 0)
      throw new DeliveryRefused(
        409,
        `${remote} ${release} cannot go live: ${changed.length === 1 ? 'a stored file no longer matches its hash' : `${changed.length} stored files no longer match their hashes`} recorded when it was ${record.base ? 'recorded as the base release' : 'published'} (browsers and the render process would refuse ${changed.length === 1 ? 'it' : 'them'}, leaving the section unavailable): ${changed.slice(0, 10).join(', ')}${changed.length > 10 ? '…' : ''}. Nothing was changed.`,
      );
    return record;
  }

  /**
   * Refuses a canary judged against the base release `base` while an instance of the fleet serves
   * another build as its base: its visitors outside the canary would get other code than the others'.
   */
  async function refuseUnlikeBases(remote: string, base: string) {
    const now = Date.now();
    const unlike = (await revisions.instances()).filter(
      (report) => now - Date.parse(report.at) <= INSTANCE_SILENT_AFTER_MS && report.bases?.[remote] !== base,
    );
    if (unlike.length > 0)
      throw new DeliveryRefused(
        409,
        `${remote}'s canary would be judged against its base release ${base}, but ${unlike
          .map((report) => `${report.instance} started from ${report.bases?.[remote] ?? 'no base release of it'}`)
          .join(
            ', ',
          )}: the comparison would not be like for like. Start every instance from the same image, or promote a release to every visitor first`,
      );
  }

  return {
    /**
     * Checks an upload, runs the gates on it and stores it as a release (not live yet): ready when
     * every gate passed, else refused with the report (it can never be promoted).
     */
    async publish(who: string, remote: string, files: readonly UploadedFile[], note?: string): Promise<ReleaseRecord> {
      remoteNameOf(remote);
      const upload = checkUpload(remote, files);
      if (await releases.get(remote, upload.release))
        throw new ReleaseExists(`${remote} ${upload.release} is stored already: a release never changes`);
      const results = await gates(upload);
      const ready = results.every((result) => result.passed);
      const record = await releases.store(upload, {
        publishedBy: who,
        note,
        status: ready ? 'ready' : 'refused',
        report: results.map(reportLine),
      });
      await audit.append({ who, action: ready ? 'publish' : 'refuse', remote, release: record.release, note });
      return record;
    },

    /**
     * Makes `release` the live release of `remote`; with a share under 100 (`percent`, or a plan's
     * first step), a canary: that share of visitors gets it, the rest the live release, until the
     * canary is raised, completed (100), or rolled back. Raising a canary's share keeps its start.
     */
    async promote(
      who: string,
      remote: string,
      release: string,
      note?: string,
      rollout: { percent?: number; plan?: RolloutPlan; onWorse?: Canary['onWorse'] } = {},
      decided?: Decision,
    ): Promise<RegistryRevision> {
      const record = await servableRelease(remote, release);
      const percent = rollout.percent ?? rollout.plan?.steps[0] ?? 100;
      if (percent >= 100)
        return changeLive(who, remote, 'promote', (current) => ({ release, paused: current?.paused }), {
          note,
          percent: 100,
          base: record.base !== undefined || release === bases[remote],
          decided,
        });
      const against = liveOf(remote, (await revisions.latest())?.remotes[remoteNameOf(remote)])?.release;
      if (against !== undefined && against === bases[remote] && against !== release)
        await refuseUnlikeBases(remote, against);
      return changeLive(
        who,
        remote,
        'promote',
        (current) => {
          if (!current)
            throw new DeliveryRefused(
              409,
              `${remote} has no live release to compare a canary with, nor a base release (its build at start-up could not be read: see the server's log): promote a release to every visitor first`,
            );
          if (current.release === release) throw new DeliveryRefused(409, `${remote} ${release} is live already`);
          const now = new Date().toISOString();
          const same = current.canary?.release === release ? current.canary : undefined;
          const canary: Canary = {
            release,
            percent,
            startedAt: same?.startedAt ?? now,
            percentSince: now,
            ...((rollout.plan ?? same?.plan) && { plan: rollout.plan ?? same?.plan }),
            ...((rollout.onWorse ?? same?.onWorse) && { onWorse: rollout.onWorse ?? same?.onWorse }),
          };
          return { ...current, canary };
        },
        { note, percent, decided },
      );
    },

    /**
     * Ends a running canary (every visitor back on the live release); else back to the release live
     * before the current one (the base release after a first promote), or to `to`.
     */
    async rollback(
      who: string,
      remote: string,
      to?: string,
      note?: string,
      decided?: Decision,
    ): Promise<RegistryRevision> {
      const name = remoteNameOf(remote);
      const latest = await revisions.latest();
      const canary = latest?.remotes[name]?.canary;
      if (canary && to === undefined)
        return changeLive(
          who,
          remote,
          'rollback',
          (current) => {
            if (!current?.canary) throw new DeliveryRefused(409, `${remote}'s canary has ended meanwhile`);
            return { release: current.release, paused: current.paused };
          },
          { note, about: canary.release, decided },
        );
      let target = to;
      if (target === undefined) {
        const history = await revisions.history(ROLLBACK_HISTORY);
        const current = history[0]?.remotes[name]?.release;
        // Before the first revision naming the remote, its base release was live.
        const base = current !== undefined && current !== bases[remote] ? bases[remote] : undefined;
        target =
          history
            .map((revision) => revision.remotes[name]?.release)
            .find((release) => release !== undefined && release !== current) ?? base;
        if (!target)
          throw new DeliveryRefused(409, `${remote} has had no other live release to go back to: name one with --to`);
      }
      const record = await servableRelease(remote, target);
      return changeLive(who, remote, 'rollback', (current) => ({ release: target, paused: current?.paused }), {
        note,
        base: record.base !== undefined || target === bases[remote],
        decided,
      });
    },

    /** Holds a canary at its share (the judge found it worse and its remote says hold): its plan stops until a person decides. */
    async hold(who: string, remote: string, note?: string, decided?: Decision) {
      return changeLive(
        who,
        remote,
        'hold',
        (current) => {
          if (!current?.canary) throw new DeliveryRefused(409, `${remote} has no canary to hold`);
          return { ...current, canary: { ...current.canary, held: new Date().toISOString() } };
        },
        { note, decided },
      );
    },

    async pause(who: string, remote: string, note?: string) {
      return changeLive(
        who,
        remote,
        'pause',
        (current) => {
          if (!current) throw new DeliveryRefused(409, `${remote} has no live release to pause`);
          return { ...current, paused: true };
        },
        { note },
      );
    },

    async resume(who: string, remote: string, note?: string) {
      return changeLive(
        who,
        remote,
        'resume',
        (current) => {
          if (!current) throw new DeliveryRefused(409, `${remote} has no live release to resume`);
          return { release: current.release, ...(current.canary && { canary: current.canary }) };
        },
        { note },
      );
    },

    /** A remote's releases, newest first: which is live, and when and by whom each was published and promoted. */
    async list(remote: string): Promise<ReleaseListing[]> {
      const name = remoteNameOf(remote);
      const [records, latest, entries] = await Promise.all([
        releases.list(remote),
        revisions.latest(),
        audit.read({ remote, limit: 10_000 }),
      ]);
      const live = liveOf(remote, latest?.remotes[name])?.release;
      const canary = latest?.remotes[name]?.canary;
      return records.map((record) => {
        // A change the registry store never answered may not have been made, and a rollback that ended
        // a canary took its release off visitors: neither promoted the release it names.
        const promoted = entries.find(
          (entry) =>
            (entry.action === 'promote' || (entry.action === 'rollback' && !entry.endedCanary)) &&
            entry.outcome !== 'unknown' &&
            entry.release === record.release,
        );
        return {
          ...record,
          live: record.release === live,
          isBase: record.release === bases[remote],
          ...(canary?.release === record.release && { canaryPercent: canary.percent }),
          promotedAt: promoted?.at,
          promotedBy: promoted?.who,
        };
      });
    },

    /**
     * The latest revision (the live release of every remote; revision 0 before any), and the revision
     * each instance of the site server last said it serves, and when.
     */
    async status(): Promise<RegistryStatus> {
      const [latest, instances] = await Promise.all([revisions.latest(), revisions.instances()]);
      return {
        ...(latest ?? { revision: 0, remotes: {} }),
        instances: instances.sort((a, b) => a.instance.localeCompare(b.instance)),
        bases,
      };
    },

    /** The audit log, newest first, of one remote or all. */
    audit: (remote?: string) => audit.read({ remote, limit: 1000 }),
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
