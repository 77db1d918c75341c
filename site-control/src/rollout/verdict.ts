import type { SideFigures, Verdict } from './judgeReport';
import { fisherGreater, mannWhitneyGreater, quantile } from './statistics';

/** What the judge needs of one side: its counts, and one sample per visitor of each vital. */
export interface SideData {
  release: string;
  visitors: number;
  errorVisitors: number;
  lcp: readonly number[];
  inp: readonly number[];
}

/** How sure and how large a difference must be before the judge calls a canary worse. */
export interface JudgeThresholds {
  /** Visitors each side needs before anything is decided. */
  minVisitors: number;
  /**
   * The one-sided p-value under which a difference is more than chance, for the three tests together
   * (each gets a third: Bonferroni). Strict: the judge looks again and again.
   */
  alpha: number;
  /** The least rise in the error rate, in absolute terms, that counts (0.01: one visitor in a hundred more). */
  minErrorRateRise: number;
  /** Samples each side needs before a vital is compared. */
  minVitalSamples: number;
  /** The least rise of a vital's p75 that counts: at least this factor and at least `ms` more. */
  vitalRise: { LCP: { factor: number; ms: number }; INP: { factor: number; ms: number } };
}

export const DEFAULT_THRESHOLDS: JudgeThresholds = {
  minVisitors: 200,
  alpha: 0.001,
  minErrorRateRise: 0.01,
  minVitalSamples: 50,
  vitalRise: { LCP: { factor: 1.2, ms: 250 }, INP: { factor: 1.2, ms: 50 } },
};

export const figuresOf = (side: SideData): SideFigures => ({
  release: side.release,
  visitors: side.visitors,
  errorVisitors: side.errorVisitors,
  errorRate: side.visitors === 0 ? 0 : side.errorVisitors / side.visitors,
  lcpP75: quantile(side.lcp, 0.75),
  inpP75: quantile(side.inp, 0.75),
  lcpSamples: side.lcp.length,
  inpSamples: side.inp.length,
});

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const pValue = (p: number) => (p < 0.0001 ? 'p < 0.0001' : `p = ${p.toFixed(4)}`);

/**
 * The judge's verdict on a canary against the live release of its remote over the same window:
 * "not enough data yet" until each side has `minVisitors`; "worse" when the canary's error rate per
 * visitor is higher beyond chance (Fisher's exact test, which holds with zero errors on the live side)
 * and by at least `minErrorRateRise`, or a vital's p75 is higher beyond chance (Mann-Whitney) and by
 * at least its factor and its milliseconds; else "healthy". Both conditions, the test and the size, so
 * neither a tiny real difference on many visitors nor a large one on a few (+650% of 1 error) decides.
 */
export function judgeCanary(
  canary: SideData,
  live: SideData,
  thresholds: JudgeThresholds = DEFAULT_THRESHOLDS,
): { verdict: Verdict; reasons: string[] } {
  const c = figuresOf(canary);
  const l = figuresOf(live);
  if (canary.visitors < thresholds.minVisitors || live.visitors < thresholds.minVisitors)
    return {
      verdict: 'not-enough-data',
      reasons: [
        `not enough data yet: ${canary.visitors} visitors on the canary and ${live.visitors} on the live release; each needs ${thresholds.minVisitors}`,
      ],
    };
  const reasons: string[] = [];
  let worse = false;
  const alpha = thresholds.alpha / 3;

  const errorP = fisherGreater(canary.errorVisitors, canary.visitors, live.errorVisitors, live.visitors);
  const rise = c.errorRate - l.errorRate;
  const errorsWorse = errorP < alpha && rise >= thresholds.minErrorRateRise;
  worse ||= errorsWorse;
  reasons.push(
    `errors: ${percent(c.errorRate)} of visitors on the canary (${canary.errorVisitors} of ${canary.visitors}) against ${percent(l.errorRate)} on the live release (${live.errorVisitors} of ${live.visitors}), ${pValue(errorP)}: ${errorsWorse ? 'worse' : 'not worse'}`,
  );

  for (const name of ['LCP', 'INP'] as const) {
    const [canarySamples, liveSamples] = name === 'LCP' ? [canary.lcp, live.lcp] : [canary.inp, live.inp];
    const [canaryP75, liveP75] = name === 'LCP' ? [c.lcpP75, l.lcpP75] : [c.inpP75, l.inpP75];
    if (canarySamples.length < thresholds.minVitalSamples || liveSamples.length < thresholds.minVitalSamples) {
      reasons.push(
        `${name}: ${canarySamples.length} and ${liveSamples.length} samples, each side needs ${thresholds.minVitalSamples}: not compared yet`,
      );
      continue;
    }
    const p = mannWhitneyGreater(canarySamples, liveSamples);
    const { factor, ms } = thresholds.vitalRise[name];
    const vitalWorse = p < alpha && canaryP75! >= liveP75! * factor && canaryP75! - liveP75! >= ms;
    worse ||= vitalWorse;
    reasons.push(
      `${name}: p75 ${Math.round(canaryP75!)} ms on the canary against ${Math.round(liveP75!)} ms, ${pValue(p)}: ${vitalWorse ? 'worse' : 'not worse'}`,
    );
  }
  return { verdict: worse ? 'worse' : 'healthy', reasons };
}
