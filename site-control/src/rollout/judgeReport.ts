/** What one side of a comparison saw: a release of a remote, since the canary reached its share. */
export interface SideFigures {
  release: string;
  /** Visitors served a page of it. */
  visitors: number;
  /** Of them, visitors who met an error of it (failed to load, render error, hydration error, a server render failure). */
  errorVisitors: number;
  /** errorVisitors / visitors (0 with no visitors). */
  errorRate: number;
  /** The 75th percentile of LCP and INP, in ms, and how many visitors' samples it is of. */
  lcpP75?: number;
  inpP75?: number;
  lcpSamples: number;
  inpSamples: number;
}

/** The judge's verdict on a canary. */
export type Verdict = 'not-enough-data' | 'healthy' | 'worse';

/** The judge's latest look at one remote's canary, as the platform page and the audit log show it. */
export interface JudgeReport {
  /** The remote's federation name (mfe_shop). */
  remote: string;
  canary: SideFigures & { percent: number; startedAt: string; percentSince: string };
  live: SideFigures;
  verdict: Verdict;
  /** Why, in words a section team can follow (one line each: the error rate test, LCP, INP, what is still missing). */
  reasons: string[];
  /** When it looked. */
  at: string;
  /** What it did about it, if anything: rolled back, held, raised to the plan's next share, completed. */
  action?: 'rollback' | 'hold' | 'raise' | 'complete';
}
