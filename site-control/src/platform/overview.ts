import { SECTIONS } from 'shared/site';
import type { AuditEntry } from 'site-contract/audit/auditLog';
import { liveOrBase, type Delivery, type ReleaseListing } from '../delivery/delivery';
import type { DeliveryKey } from 'site-contract/api/deliveryKeys';
import type { InstanceReport, LiveRelease } from 'site-contract/registry/revisionStore';
import type { JudgeReport } from '../rollout/judgeReport';

/** How many audit entries the page shows, newest first. */
export const AUDIT_ENTRIES_SHOWN = 50;
/** How long the page waits for the judge's figures before it shows the rest without them. */
export const JUDGE_TIMEOUT_MS = 3000;

/** One remote as the page shows it. */
export interface RemoteOverview {
  /** The section's package (mfe-shop), federation name (mfe_shop) and English name. */
  package: string;
  remote: string;
  name: string;
  /** What visitors get: the registry's entry, or its base release while no revision names it. */
  live?: LiveRelease;
  /** Its base release (the build the site started with), when it has one. */
  base?: string;
  /** Whether a registry revision names it (false: visitors get its base release, as the site started). */
  inRegistry: boolean;
  /** Its stored releases, newest first. */
  releases: ReleaseListing[];
  /** The judge's latest look at its canary (only while that canary runs). */
  report?: JudgeReport;
  /** Whether the signed-in key may change it. */
  mayChange: boolean;
}

export interface Overview {
  /** The latest registry revision (0 before any) and what made it. */
  revision: number;
  revisionAt?: string;
  revisionBy?: string;
  change?: string;
  remotes: RemoteOverview[];
  instances: InstanceReport[];
  audit: AuditEntry[];
  /** Whether the judge's figures are here: no judge, its reports, or why not. */
  judge: { state: 'none' } | { state: 'reports' } | { state: 'failed'; message: string };
}

/** Whether `key` may change `remote` (a section's package): the delivery API's rule (authorize). */
export const mayChange = (key: DeliveryKey, remote: string) => key.scope === 'platform' || key.scope === remote;

async function judgeReports(
  judge: (() => Promise<JudgeReport[]>) | undefined,
): Promise<Overview['judge'] & { reports: JudgeReport[] }> {
  if (!judge) return { state: 'none', reports: [] };
  let timer: NodeJS.Timeout | undefined;
  try {
    const reports = await Promise.race([
      judge(),
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${JUDGE_TIMEOUT_MS / 1000} s`)), JUDGE_TIMEOUT_MS);
      }),
    ]);
    return { state: 'reports', reports };
  } catch (error) {
    return { state: 'failed', message: error instanceof Error ? error.message : String(error), reports: [] };
  } finally {
    clearTimeout(timer);
  }
}

/** Everything the overview shows, read at once from the delivery service and the judge. */
export async function readOverview(
  delivery: Delivery,
  key: DeliveryKey,
  judge?: () => Promise<JudgeReport[]>,
): Promise<Overview> {
  const [status, listings, audit, judged] = await Promise.all([
    delivery.status(),
    Promise.all(SECTIONS.map((section) => delivery.list(section.package))),
    delivery.audit(),
    judgeReports(judge),
  ]);
  const { reports, ...judgeState } = judged;
  return {
    revision: status.revision,
    revisionAt: status.at,
    revisionBy: status.by,
    change: status.change,
    remotes: SECTIONS.map((section, index) => {
      const live = liveOrBase(status, section);
      const report = reports.find(
        (candidate) => candidate.remote === section.remote && candidate.canary.release === live?.canary?.release,
      );
      return {
        package: section.package,
        remote: section.remote,
        name: section.name.en,
        live,
        ...(status.bases[section.package] !== undefined && { base: status.bases[section.package] }),
        inRegistry: status.remotes[section.remote] !== undefined,
        releases: listings[index],
        ...(live?.canary && report && { report }),
        mayChange: mayChange(key, section.package),
      };
    }),
    instances: status.instances,
    audit: audit.slice(0, AUDIT_ENTRIES_SHOWN),
    judge: judgeState,
  };
}
