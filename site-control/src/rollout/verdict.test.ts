/** @jest-environment node */
import { fisherGreater, mannWhitneyGreater, normalUpperTail, quantile } from './statistics';
import { judgeCanary, type SideData } from './verdict';
import { seededRandom } from 'site-contract/testing';

/** A release's side as `visitors` simulated visitors make it: each meets an error with `errorRate`, LCP and INP drawn log-normally. */
function side(release: string, visitors: number, errorRate: number, next: () => number, lcpMedian = 1800): SideData {
  const logNormal = (median: number) =>
    median * Math.exp(0.5 * Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()));
  let errorVisitors = 0;
  const lcp: number[] = [];
  const inp: number[] = [];
  for (let i = 0; i < visitors; i++) {
    if (next() < errorRate) errorVisitors++;
    lcp.push(logNormal(lcpMedian));
    inp.push(logNormal(80));
  }
  return { release, visitors, errorVisitors, lcp, inp };
}

describe('the judge’s statistics', () => {
  it('Fisher’s exact test gives the hypergeometric tail', () => {
    // 3 of 10 against 0 of 10: C(10,3)·C(10,0)/C(20,3) = 120/1140.
    expect(fisherGreater(3, 10, 0, 10)).toBeCloseTo(120 / 1140, 10);
    // Lady tasting tea, 4 of 4 right: 1/70.
    expect(fisherGreater(4, 4, 0, 4)).toBeCloseTo(1 / 70, 10);
    expect(fisherGreater(0, 100, 0, 100)).toBe(1);
    expect(fisherGreater(0, 10, 5, 10)).toBeCloseTo(1, 10);
  });

  it('the normal tail, Mann-Whitney and percentiles', () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 6);
    expect(normalUpperTail(1.959964)).toBeCloseTo(0.025, 5);
    expect(normalUpperTail(-1.959964)).toBeCloseTo(0.975, 5);
    const same = Array.from({ length: 50 }, (_, i) => i);
    expect(mannWhitneyGreater(same, same)).toBeGreaterThan(0.4);
    expect(
      mannWhitneyGreater(
        same.map((value) => value + 40),
        same,
      ),
    ).toBeLessThan(1e-6);
    expect(
      mannWhitneyGreater(
        same,
        same.map((value) => value + 40),
      ),
    ).toBeGreaterThan(0.999);
    expect(quantile([4, 1, 3, 2], 0.75)).toBe(3.25);
    expect(quantile([], 0.75)).toBeUndefined();
  });
});

describe('the judge’s verdict', () => {
  const thresholds = {
    minVisitors: 100,
    alpha: 0.001,
    minErrorRateRise: 0.01,
    minVitalSamples: 50,
    vitalRise: { LCP: { factor: 1.2, ms: 250 }, INP: { factor: 1.2, ms: 50 } },
  };

  it('says "not enough data yet" on 5 visitors, however bad they look (+650% is 1 error against 0)', () => {
    const next = seededRandom(1);
    const { verdict, reasons } = judgeCanary(side('c', 5, 1, next), side('l', 500, 0, next), thresholds);
    expect(verdict).toBe('not-enough-data');
    expect(reasons[0]).toMatch(
      /^not enough data yet: 5 visitors on the canary and 500 on the live release; each needs 100$/,
    );
  });

  it('finds a canary whose section fails for 20% of visitors worse, when the live release has none', () => {
    const next = seededRandom(2);
    const { verdict, reasons } = judgeCanary(side('c', 150, 0.2, next), side('l', 150, 0, next), thresholds);
    expect(verdict).toBe('worse');
    expect(reasons[0]).toMatch(
      /^errors: \d+\.\d% of visitors on the canary .* against 0\.0% on the live release \(0 of 150\), p < 0\.0001: worse$/,
    );
  });

  it('finds a healthy canary healthy with zero errors on both sides, and with one error more', () => {
    const next = seededRandom(3);
    expect(judgeCanary(side('c', 300, 0, next), side('l', 300, 0, next), thresholds).verdict).toBe('healthy');
    expect(
      judgeCanary(
        { release: 'c', visitors: 300, errorVisitors: 1, lcp: [], inp: [] },
        { release: 'l', visitors: 300, errorVisitors: 0, lcp: [], inp: [] },
        thresholds,
      ).verdict,
    ).toBe('healthy');
  });

  it('finds a canary slower to paint worse on LCP, and not on a small difference', () => {
    const next = seededRandom(4);
    const slower = judgeCanary(side('c', 300, 0, next, 3000), side('l', 300, 0, next, 1800), thresholds);
    expect(slower.verdict).toBe('worse');
    expect(slower.reasons.find((line) => line.startsWith('LCP'))).toMatch(/: worse$/);
    const alike = judgeCanary(side('c', 300, 0, next, 1900), side('l', 300, 0, next, 1800), thresholds);
    expect(alike.verdict).toBe('healthy');
  });

  it('is not fooled by noise: of 200 canaries identical to the live release (2% errors), none is called worse', () => {
    const next = seededRandom(5);
    const worse = Array.from({ length: 200 }, () =>
      judgeCanary(side('c', 200, 0.02, next), side('l', 200, 0.02, next), thresholds),
    ).filter(({ verdict }) => verdict === 'worse');
    expect(worse).toHaveLength(0);
  });
});
