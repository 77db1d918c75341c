import { sectionNamed } from 'shared/site';
import type { AuditLog } from 'site-contract/audit/auditLog';
import type { Delivery } from '../delivery/delivery';
import type { RegistryRevision, RevisionStore } from 'site-contract/registry/revisionStore';
import type { ReleaseFigures, TelemetryStore } from 'site-contract/telemetry/telemetryStore';
import type { JudgeReport } from './judgeReport';
import type { JudgeReports } from './judgeReports';
import { DEFAULT_THRESHOLDS, figuresOf, judgeCanary, type JudgeThresholds, type SideData } from './verdict';

/** Who the judge's changes are made by, in the audit log. */
export const JUDGE = 'judge';

const sideOf = (figures: ReleaseFigures): SideData => ({
  release: figures.release,
  visitors: figures.visitors,
  errorVisitors: figures.errorVisitors,
  lcp: figures.vitals.LCP.samples,
  inp: figures.vitals.INP.samples,
});

export interface JudgeOptions {
  revisions: Pick<RevisionStore, 'latest'>;
  telemetry: Pick<TelemetryStore, 'figures'>;
  delivery: Pick<Delivery, 'rollback' | 'promote' | 'hold'>;
  audit: Pick<AuditLog, 'append'>;
  /** Where each look's reports go, for every replica's platform page. */
  reports: JudgeReports;
  thresholds?: JudgeThresholds;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The judge: while a remote's canary runs, it compares what the canary's visitors met with what the
 * live release's met since the canary reached its share (the same window, the same routes: each
 * visitor's bucket, not the route, decides which release it gets), and acts on its verdict
 * (verdict.ts): a worse canary is rolled back, or held at its share when its remote says so; a
 * healthy one under a plan goes to the plan's next share once it has been healthy at this one for the
 * plan's step. Each decision, with its figures, goes to the audit log when the verdict changes and
 * whenever it acts. It runs on the replica holding the leader's lease (leaderLease.ts), its changes
 * fenced by the lease's term, and keeps no state a restart or a failover loses (the canary and its
 * start are in the registry, its latest reports in JudgeReports).
 */
export function createJudge({
  revisions,
  telemetry,
  delivery,
  audit,
  reports,
  thresholds = DEFAULT_THRESHOLDS,
  now = Date.now,
  onError = () => undefined,
}: JudgeOptions) {
  /** The verdict last written to the audit log, per canary (its remote, release and share's start). */
  const audited = new Map<string, string>();
  /** The look under way, and the term it acts in. */
  let running: { token: number; reports: Promise<JudgeReport[]> } | undefined;

  /**
   * Judges one remote's canary on `latest` and acts on it as the leader of term `token`: its change is
   * made on that revision only, in that term only (a DecisionFenced refusal propagates, and the
   * delivery service has written it to the audit log).
   */
  async function judgeRemote(name: string, latest: RegistryRevision, token: number): Promise<JudgeReport | undefined> {
    const live = latest.remotes[name];
    const canary = live?.canary;
    const section = sectionNamed(name);
    if (!canary || !section || live.paused) return undefined;
    const sinceMs = Date.parse(canary.percentSince);
    const [canaryFigures, liveFigures] = await Promise.all([
      telemetry.figures(name, canary.release, { sinceMs }),
      telemetry.figures(name, live.release, { sinceMs }),
    ]);
    const { verdict, reasons } = judgeCanary(sideOf(canaryFigures), sideOf(liveFigures), thresholds);
    const report: JudgeReport = {
      remote: name,
      canary: {
        ...figuresOf(sideOf(canaryFigures)),
        percent: canary.percent,
        startedAt: canary.startedAt,
        percentSince: canary.percentSince,
      },
      live: figuresOf(sideOf(liveFigures)),
      verdict,
      reasons,
      at: new Date(now()).toISOString(),
    };
    const note = `${verdict}: ${reasons.join('; ')}`;
    const decided = { revision: latest.revision, token };
    if (verdict === 'worse' && !canary.held) {
      report.action = canary.onWorse === 'hold' ? 'hold' : 'rollback';
      if (report.action === 'hold') await delivery.hold(JUDGE, section.package, note, decided);
      else await delivery.rollback(JUDGE, section.package, undefined, note, decided);
    } else if (verdict === 'healthy' && canary.plan && !canary.held && now() - sinceMs >= canary.plan.stepMs) {
      const next = canary.plan.steps.find((share) => share > canary.percent) ?? 100;
      report.action = next >= 100 ? 'complete' : 'raise';
      await delivery.promote(JUDGE, section.package, canary.release, note, { percent: next }, decided);
    }
    const key = `${name} ${canary.release} ${canary.percentSince}`;
    if (report.action || audited.get(key) !== verdict) {
      audited.set(key, verdict);
      await audit.append({
        who: JUDGE,
        action: 'judge',
        remote: section.package,
        release: canary.release,
        percent: canary.percent,
        verdict,
        note: `${report.action ? `${report.action}: ` : ''}${reasons.join('; ')}`,
        figures: { canary: report.canary, live: report.live },
      });
    }
    return report;
  }

  async function look(token: number): Promise<JudgeReport[]> {
    const names = Object.keys((await revisions.latest())?.remotes ?? {});
    const looked: JudgeReport[] = [];
    for (const name of names) {
      try {
        // Each remote judged on the registry as it is now: another remote's change just made is not a
        // reason to refuse this one's.
        const latest = await revisions.latest();
        const report = latest && (await judgeRemote(name, latest, token));
        if (report) looked.push(report);
      } catch (error) {
        onError(error);
      }
    }
    await reports.write(looked).catch(onError);
    return looked;
  }

  return {
    /**
     * Looks at every running canary once, acting as the leader of term `token` (a look asked while one
     * of the same term runs joins it; one of another term waits for it to end).
     */
    runOnce(token: number): Promise<JudgeReport[]> {
      if (running?.token === token) return running.reports;
      // A look of an earlier term may still be under way: this term's comes after it, never joins it.
      const earlier = running?.reports.catch(() => undefined);
      const reports: Promise<JudgeReport[]> = Promise.resolve(earlier)
        .then(() => look(token))
        .finally(() => {
          if (running?.reports === reports) running = undefined;
        });
      running = { token, reports };
      return reports;
    },
    /** Looks at once and then every `everyMs`, as the leader of term `token`, until the returned function is called. */
    start(everyMs: number, token: number): () => void {
      // A leader that has just taken over looks without waiting a round.
      void this.runOnce(token).catch(onError);
      const timer = setInterval(() => void this.runOnce(token).catch(onError), everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type Judge = ReturnType<typeof createJudge>;
