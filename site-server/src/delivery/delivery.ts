import { SECTIONS } from 'shared/site';
import type { AuditLog } from './auditLog';
import { RevisionStoreUnreachable } from './redisRevisionStore';
import { reportLine, type GateResult } from './releaseGates';
import { ReleaseExists, type ReleaseRecord, type ReleaseStore } from './releaseStore';
import {
  changeRegistry,
  type InstanceReport,
  type Canary,
  type LiveRelease,
  type RegistryRevision,
  type RevisionStore,
  type RolloutPlan,
} from './revisionStore';
import { checkUpload, type CheckedUpload, type UploadedFile } from './uploadCheck';

/** `status`'s answer: the latest revision, and what each instance serves. */
export type RegistryStatus = Pick<RegistryRevision, 'revision' | 'remotes'> &
  Partial<RegistryRevision> & { instances: InstanceReport[] };

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
  const section = SECTIONS.find((candidate) => candidate.package === remote);
  if (!section) throw new DeliveryRefused(404, `${JSON.stringify(remote)} is not a section of the site`);
  return section.remote;
};

export interface ReleaseListing extends ReleaseRecord {
  live: boolean;
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
}: {
  releases: ReleaseStore;
  revisions: RevisionStore;
  audit: AuditLog;
  /** The gates a release passes before it may go live (releaseGates.ts's runGates, with the running site's context). */
  gates: (upload: CheckedUpload) => Promise<GateResult[]>;
}) {
  async function changeLive(
    who: string,
    remote: string,
    action: 'promote' | 'rollback' | 'pause' | 'resume' | 'hold',
    next: (current: LiveRelease | undefined) => LiveRelease,
    note?: string,
    /** A promote's share of visitors (100: all). */
    percent?: number,
    /** The release the change is about, when not the live one it leaves (a canary rolled back). */
    about?: string,
  ) {
    const name = remoteNameOf(remote);
    let wanted: LiveRelease | undefined;
    const { before, after } = await changeRegistry(revisions, who, `${action} ${remote}`, (remotes) => ({
      ...remotes,
      [name]: (wanted = next(remotes[name])),
    })).catch(async (error: unknown) => {
      // Sent, then no answer: the change may have landed, so the log says it was tried.
      if (error instanceof RevisionStoreUnreachable && error.changed === 'unknown')
        await audit.append({
          who,
          action,
          remote,
          release: about ?? wanted?.canary?.release ?? wanted?.release,
          note,
          outcome: 'unknown',
        });
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
    ): Promise<RegistryRevision> {
      await readyRelease(remote, release);
      const percent = rollout.percent ?? rollout.plan?.steps[0] ?? 100;
      if (percent >= 100)
        return changeLive(who, remote, 'promote', (current) => ({ release, paused: current?.paused }), note, 100);
      return changeLive(
        who,
        remote,
        'promote',
        (current) => {
          if (!current)
            throw new DeliveryRefused(
              409,
              `${remote} has no live release to compare a canary with: promote a release to every visitor first`,
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
        note,
        percent,
      );
    },

    /** Ends a running canary (every visitor back on the live release); else back to the release live before the current one, or to `to`. */
    async rollback(who: string, remote: string, to?: string, note?: string): Promise<RegistryRevision> {
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
          note,
          undefined,
          canary.release,
        );
      let target = to;
      if (target === undefined) {
        const history = await revisions.history(ROLLBACK_HISTORY);
        const current = history[0]?.remotes[name]?.release;
        target = history
          .map((revision) => revision.remotes[name]?.release)
          .find((release) => release !== undefined && release !== current);
        if (!target)
          throw new DeliveryRefused(409, `${remote} has had no other live release to go back to: name one with --to`);
      }
      await readyRelease(remote, target);
      return changeLive(who, remote, 'rollback', (current) => ({ release: target, paused: current?.paused }), note);
    },

    /** Holds a canary at its share (the judge found it worse and its remote says hold): its plan stops until a person decides. */
    async hold(who: string, remote: string, note?: string) {
      return changeLive(
        who,
        remote,
        'hold',
        (current) => {
          if (!current?.canary) throw new DeliveryRefused(409, `${remote} has no canary to hold`);
          return { ...current, canary: { ...current.canary, held: new Date().toISOString() } };
        },
        note,
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
        note,
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
        note,
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
      const live = latest?.remotes[name]?.release;
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
      };
    },

    /** The audit log, newest first, of one remote or all. */
    audit: (remote?: string) => audit.read({ remote, limit: 1000 }),
  };
}

export type Delivery = ReturnType<typeof createDelivery>;
