/**
 * `npm run bench`: builds the production site and measures, in one run (it prints figures; it is
 * not part of `npm test`):
 *   1. bytes per main route on a cold first load (gzip JS and CSS, requests, each remote's own bytes)
 *   2. the same for a single-bundle baseline build (scripts/bench/baseline.webpack.config.js), and federated/baseline
 *   3. Lighthouse 12 mobile and desktop: performance score, LCP, TBT, CLS (median of BENCH_LH_RUNS=3)
 *   4. route switch: click → heading visible, for a section not loaded yet, cold and preloaded
 *   5. build time of the whole site and of one remote alone
 * Results also go to .bench/results.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/browser';
import { MAIN_ROUTES } from '../e2e/support/routes';
import { startSiteServer } from 'site-server/testing';
import { createSiteServer, sectionApiPlugins } from 'site-server';
import { createClientOnlyRenderHost } from 'site-server/testing';
import { lighthouseRow, median, type LighthouseRow } from './bench/lighthouse';
import { federatedFileFor, kb, measureBytes } from './measureBytes';
import { siteServerOptions } from 'site-server/testing';

const REPO_ROOT = path.resolve(__dirname, '..');
const BASELINE_ROOT = path.join(REPO_ROOT, '.bench', 'baseline');
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const SWITCH_RUNS = 5;

function timed(command: string, env: Record<string, string> = {}) {
  const started = Date.now();
  execSync(command, { cwd: REPO_ROOT, stdio: 'ignore', env: { ...process.env, ...env } });
  return (Date.now() - started) / 1000;
}

/** Click a nav item for a section not loaded yet; time until its h1 is on screen (rAF resolution). */
async function measureSwitch(browser: Browser, base: string, label: string, heading: string, preload: boolean) {
  const times: number[] = [];
  for (let run = 0; run < SWITCH_RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base + '/');
    await page.getByRole('heading', { level: 1, name: 'Riyadh World Expo 2030' }).waitFor();
    await page.waitForLoadState('networkidle');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
    if (preload) {
      await link.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
    // A string, not a function: tsx's transform would add helpers the page does not have.
    const ms = await page.evaluate<number>(`new Promise((resolve) => {
      const anchor = [...document.querySelectorAll('nav[aria-label="Main"] a')].find((a) => a.textContent === ${JSON.stringify(label)});
      const start = performance.now();
      anchor.click();
      const check = () => {
        const h1 = [...document.querySelectorAll('main h1')].find((h) => h.textContent === ${JSON.stringify(heading)});
        if (h1 && h1.offsetParent !== null) resolve(performance.now() - start);
        else requestAnimationFrame(check);
      };
      check();
    })`);
    times.push(ms);
    await context.close();
  }
  return median(times);
}

async function measureLighthouse(base: string): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  for (const route of MAIN_ROUTES) {
    for (const formFactor of ['mobile', 'desktop'] as const)
      rows.push(await lighthouseRow(base, route.path, formFactor, LH_RUNS));
  }
  return rows;
}

async function main() {
  // BENCH_SKIP_BUILD=1 reuses existing builds (for iterating on the measurements only).
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
  console.log(
    skipBuild ? 'Reusing existing builds…' : 'Building (federated site, one remote alone, single-bundle baseline)…',
  );
  const buildSite = skipBuild ? Number.NaN : timed('npm run build');
  const buildOneRemote = skipBuild ? Number.NaN : timed('npm run build -w mfe-access');
  const buildBaseline = skipBuild
    ? Number.NaN
    : timed('npx webpack --mode production -c scripts/bench/baseline.webpack.config.js');

  const federated = await startSiteServer({ port: 4601 });
  const baselineServer = await createSiteServer(
    await siteServerOptions({
      registry: {},
      repoRoot: BASELINE_ROOT,
      renderHost: createClientOnlyRenderHost,
      apiPlugins: sectionApiPlugins(),
      apiRateLimit: { max: 1_000_000, windowMs: 60_000 },
    }),
  );
  const baselineUrl = await baselineServer.listen({ port: 4602, host: '127.0.0.1' });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const fileForBaseline = (urlPath: string) => path.join(BASELINE_ROOT, 'shell', 'dist', urlPath.slice(1));
    console.log('Measuring bytes…');
    const bytes = await measureBytes(browser, federated.url, federatedFileFor);
    const baselineBytes = await measureBytes(browser, baselineUrl, fileForBaseline);
    console.log('Measuring route switches…');
    const switches = [];
    for (const [label, heading] of [
      ['TICKETS', 'Get Your Tickets'],
      ['ACCESS', 'Access & Directions'],
    ]) {
      switches.push({
        section: label,
        cold: await measureSwitch(browser, federated.url, label, heading, false),
        preloaded: await measureSwitch(browser, federated.url, label, heading, true),
      });
    }
    await browser.close();
    console.log(`Running Lighthouse (${LH_RUNS} runs per route and form factor)…`);
    const lighthouse = LH_RUNS > 0 ? await measureLighthouse(federated.url) : [];

    const date = new Date().toISOString().slice(0, 10);
    console.log(
      `\nExpo Guide benchmark, ${date}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`,
    );
    console.log(
      'Cold first load (gzip -9)      JS federated   JS baseline   ratio   CSS   requests (fed/base)   remote code on the route',
    );
    bytes.forEach((row, i) => {
      const base = baselineBytes[i];
      const remotes =
        Object.entries(row.byRemote)
          .map(([name, b]) => `${name} ${kb(b)}`)
          .join(', ') || '–';
      console.log(
        `${row.route.padEnd(31)}${kb(row.js).padStart(12)}${kb(base.js).padStart(14)}${(row.js / base.js).toFixed(2).padStart(8)}${kb(row.css + base.css).padStart(9)}${`${row.requests}/${base.requests}`.padStart(12)}          ${remotes}`,
      );
    });
    const ownBytes = new Map<string, number>();
    bytes.forEach((row) =>
      Object.entries(row.byRemote).forEach(([name, b]) => ownBytes.set(name, Math.max(ownBytes.get(name) ?? 0, b))),
    );
    console.log(
      `\nEach remote's own chunks on its route: ${[...ownBytes].map(([name, b]) => `${name} ${kb(b)}`).join(', ')}`,
    );
    console.log('\nRoute switch from Home (median of 5): click → heading visible');
    switches.forEach((s) =>
      console.log(
        `  ${s.section.padEnd(10)} cold ${s.cold.toFixed(0)} ms, preloaded on hover ${s.preloaded.toFixed(0)} ms`,
      ),
    );
    if (lighthouse.length) {
      console.log(`\nLighthouse 12 (median of ${LH_RUNS})   score   LCP        TBT      CLS`);
      lighthouse.forEach((r) =>
        console.log(
          `  ${r.route.padEnd(14)} ${r.formFactor.padEnd(8)} ${String(r.score).padStart(4)}   ${(r.lcp / 1000).toFixed(2).padStart(5)} s   ${r.tbt.toFixed(0).padStart(5)} ms   ${r.cls.toFixed(3)}`,
        ),
      );
    }
    console.log(
      `\nBuild time: whole site ${buildSite.toFixed(1)} s, one remote alone (mfe-access) ${buildOneRemote.toFixed(1)} s, single-bundle baseline ${buildBaseline.toFixed(1)} s`,
    );
    mkdirSync(path.join(REPO_ROOT, '.bench'), { recursive: true });
    writeFileSync(
      path.join(REPO_ROOT, '.bench', 'results.json'),
      JSON.stringify(
        { date, bytes, baselineBytes, switches, lighthouse, buildSite, buildOneRemote, buildBaseline },
        null,
        2,
      ),
    );
  } finally {
    await baselineServer.close();
    await federated.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
