// Temporary probe (not committed): Lighthouse mobile on / and /ar, alternating; long tasks and main-thread breakdown.
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/browser';
const base = process.argv[2];
const routes = process.argv.slice(3);
const RUNS = Number(process.env.RUNS ?? 3);
async function run(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args.filter((f) => f !== '--headless')],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = result!.lhr.audits;
    const tasks = ((a['long-tasks'].details as any)?.items ?? []).map((t: any) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(base, '').slice(0, 60)}`);
    const groups = ((a['mainthread-work-breakdown'].details as any)?.items ?? []).map((g: any) => `${g.group}=${Math.round(g.duration)}`);
    console.log(`${url.replace(base, '') || '/'} TBT ${Math.round(a['total-blocking-time'].numericValue!)} | ${groups.join(' ')}\n   long: ${tasks.join(' ; ')}`);
  } finally {
    chrome.kill();
  }
}
(async () => {
  for (let i = 0; i < RUNS; i++) for (const r of routes) await run(base + r);
})();
