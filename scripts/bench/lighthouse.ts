/**
 * Lighthouse 12 runs against a served site: one fresh Chromium per run, performance category only.
 * Used by `npm run bench` (every main route, mobile and desktop) and `npm run bench:lighthouse`
 * (chosen routes, mobile, each run printed), so both measure the same way.
 */
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/browser';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The URLs the page requested during the run (Lighthouse's network-requests audit). */
  requested: string[];
}

export interface LighthouseRow extends Omit<LighthouseRun, 'requested'> {
  route: string;
  formFactor: FormFactor;
  runs: LighthouseRun[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of url; undefined when Lighthouse itself could not complete it (not a zero). */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  { blockedUrlPatterns = [] as string[] } = {},
): Promise<LighthouseRun | undefined> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args.filter((flag) => flag !== '--headless')],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result || result.lhr.runtimeError || result.lhr.categories.performance.score === null) return undefined;
    const audits = result.lhr.audits;
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue ?? 0,
      lcp: audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      requested: (
        (audits['network-requests'].details as { items?: Array<{ url: string }> } | undefined)?.items ?? []
      ).map((item) => item.url),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over runs (NaN when no run completed). */
export function medianRow(route: string, formFactor: FormFactor, runs: LighthouseRun[]): LighthouseRow {
  const of = (key: Exclude<keyof LighthouseRun, 'requested'>) =>
    runs.length ? median(runs.map((r) => r[key])) : Number.NaN;
  return {
    route,
    formFactor,
    runs,
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/** `runs` runs of one route, and their medians. */
export async function lighthouseRow(
  base: string,
  route: string,
  formFactor: FormFactor,
  runs: number,
): Promise<LighthouseRow> {
  const done: LighthouseRun[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouseRun(base + route, formFactor);
    if (result) done.push(result);
  }
  return medianRow(route, formFactor, done);
}

export const formatRow = (r: LighthouseRow | (LighthouseRun & { route: string; formFactor: FormFactor })) =>
  `  ${r.route.padEnd(26)} ${r.formFactor.padEnd(8)} ${String(r.score).padStart(4)}   ${(r.fcp / 1000).toFixed(2).padStart(5)} s   ${(r.lcp / 1000).toFixed(2).padStart(5)} s   ${r.tbt.toFixed(0).padStart(5)} ms   ${r.cls.toFixed(3)}`;

export const HEADER = '  route                      form      score   FCP       LCP        TBT      CLS';
