/**
 * `npm run bench:lighthouse [-- /route … | --worker-ab | --save-before]`: Lighthouse 12 mobile on the
 * production build (already built), every run printed and the median of each route. Without routes:
 * the seven main routes, each beside its Arabic twin (runs alternating between the two), and a table
 * of their TBT side by side. BENCH_LH_RUNS (default 3) runs per route;
 * BENCH_FORM_FACTOR=desktop.
 *
 * Beside the build before a change when one was saved (`-- --save-before` keeps the current builds,
 * scripts/bench/buildBefore.ts): both are served and measured in one run, alternating run by run, so
 * the machine's drift falls on both alike. The last lines say whether every run of this build met
 * issue 37's targets (TBT under 100 ms and a score of 100), not just its median.
 *
 * --worker-ab measures each route with the service worker and with it blocked (its registration
 * chunk and sw.js), runs alternating, and prints the difference: what registering the worker after
 * load costs a first visit (issue 17: within 1 point).
 */
import { pathInLocale } from 'shared/site';
import { MAIN_ROUTES } from '../e2e/support/routes';
import { saveBefore, serveBuilds } from './bench/buildBefore';
import {
  formatRow,
  HEADER,
  lighthouseRun,
  medianRow,
  type FormFactor,
  type LighthouseRow,
  type LighthouseRun,
} from './bench/lighthouse';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const FORM_FACTOR = (process.env.BENCH_FORM_FACTOR ?? 'mobile') as FormFactor;
/** The files that install the service worker: blocked, the page never registers it. */
const WORKER_FILES = ['*/sw.js', '*/service-worker-registration.*'];
/** Issue 37's targets, for every run rather than the median. */
const TBT_TARGET_MS = 100;
const SCORE_TARGET = 100;

/** One way of loading a route that a run measures: a build, with or without its service worker. */
interface Condition {
  label: string;
  url: string;
  blockedUrlPatterns: string[];
  /** This build as it ships: the condition issue 37's targets are checked on. */
  checked: boolean;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--save-before')) return saveBefore();
  const workerAb = args.includes('--worker-ab');
  const given = args.filter((arg) => arg.startsWith('/'));
  // Routes measured together, run by run alternating: by default each main route and its Arabic twin
  // (issue 54: the Arabic page as light as the English one), printed side by side.
  const groups = given.length
    ? given.map((route) => [route])
    : MAIN_ROUTES.map((r) => [r.path, pathInLocale(r.path, 'ar')]);
  const routes = groups.flat();
  const builds = await serveBuilds(4603, 'npm run bench:lighthouse');
  const conditions: Condition[] = builds.flatMap((build) => {
    const name = builds.length > 1 ? build.label : '';
    const current = build.label === 'this build';
    return workerAb
      ? [
          { label: `${name} worker`.trim(), url: build.url, blockedUrlPatterns: [], checked: current },
          { label: `${name} no worker`.trim(), url: build.url, blockedUrlPatterns: WORKER_FILES, checked: false },
        ]
      : [{ label: name, url: build.url, blockedUrlPatterns: [], checked: current }];
  });
  const missed: string[] = [];
  try {
    console.log(
      `Lighthouse 12 ${FORM_FACTOR}, ${RUNS} runs a route${conditions.length > 1 ? ` (${conditions.map((c) => c.label).join(', ')}, alternating)` : ''}: each run, then the medians`,
    );
    console.log(HEADER);
    const results: { route: string; rows: LighthouseRow[] }[] = [];
    for (const group of groups) {
      const runs = new Map(group.map((route) => [route, conditions.map(() => [] as LighthouseRun[])]));
      for (let run = 0; run < RUNS; run++) {
        for (const [i, condition] of conditions.entries()) {
          for (const route of group) {
            const result = await lighthouseRun(condition.url + route, FORM_FACTOR, condition);
            if (!result) continue;
            runs.get(route)![i].push(result);
            // Whether the page got as far as registering the worker within Lighthouse's run.
            const registered = result.requested
              .filter((url) => /\/sw\.js$|service-worker-registration/.test(url))
              .map((url) => url.split('/').pop())
              .join(', ');
            console.log(
              formatRow({ ...result, route: `${route} ${condition.label}`.trim(), formFactor: FORM_FACTOR }) +
                (registered && `   fetched: ${registered}`),
            );
          }
        }
      }
      for (const route of group) {
        const routeRuns = runs.get(route)!;
        results.push({
          route,
          rows: conditions.map((condition, i) =>
            medianRow(`${route} ${condition.label}`.trim(), FORM_FACTOR, routeRuns[i]),
          ),
        });
        conditions.forEach((condition, i) => {
          if (!condition.checked) return;
          // A run Lighthouse could not complete counts as missed (`runs.length < RUNS`).
          const worst = Math.max(...routeRuns[i].map((r) => r.tbt));
          const lowest = Math.min(...routeRuns[i].map((r) => r.score));
          if (routeRuns[i].length < RUNS || worst >= TBT_TARGET_MS || lowest < SCORE_TARGET)
            missed.push(
              `${route} (worst TBT ${worst.toFixed(0)} ms, lowest score ${lowest}, ${routeRuns[i].length} of ${RUNS} runs)`,
            );
        });
      }
    }
    console.log(`\nMedians of ${RUNS}`);
    console.log(HEADER);
    for (const { rows } of results) rows.forEach((row) => console.log(formatRow(row)));
    if (workerAb) {
      console.log('\nScore with the worker minus without (median against median)');
      for (const { route, rows } of results)
        // Each build's rows come in pairs: with the worker, then without.
        builds.forEach((build, b) => {
          const name = `${route} ${builds.length > 1 ? build.label : ''}`.trim();
          console.log(`  ${name.padEnd(26)} ${String(rows[2 * b].score - rows[2 * b + 1].score).padStart(4)}`);
        });
    }
    if (!given.length) {
      console.log(
        `\nArabic beside English: median TBT (ms), ${conditions.map((c) => c.label || 'this build').join(', ')}`,
      );
      for (const [english, arabic] of groups) {
        const [en, ar] = [english, arabic].map((route) => results.find((result) => result.route === route)!.rows);
        const cells = conditions.map((_condition, i) => {
          const gap = ar[i].tbt - en[i].tbt;
          return `${en[i].tbt.toFixed(0).padStart(6)} ${ar[i].tbt.toFixed(0).padStart(6)} (${gap >= 0 ? '+' : ''}${gap.toFixed(0)})`.padStart(
            24,
          );
        });
        console.log(`  ${`${english} · ${arabic}`.padEnd(30)}${cells.join('')}`);
      }
    }
    console.log(
      `\nTBT under ${TBT_TARGET_MS} ms and a score of ${SCORE_TARGET} in every run of this build: ${missed.length ? `NOT met on ${missed.length} of ${routes.length} routes:\n  ${missed.join('\n  ')}` : 'met'}`,
    );
  } finally {
    for (const build of builds) await build.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
