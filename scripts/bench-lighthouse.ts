/**
 * `npm run bench:lighthouse [-- /route … | --worker-ab]`: Lighthouse 12 mobile on the production build
 * (already built), every run printed and the median of each route. Without routes: the seven main
 * routes in English and in Arabic. BENCH_LH_RUNS (default 3) runs per route; BENCH_FORM_FACTOR=desktop.
 *
 * --worker-ab measures each route with the service worker and with it blocked (its registration
 * chunk and sw.js), runs alternating so that the machine's drift falls on both alike, and prints the
 * difference: what registering the worker after load costs a first visit (issue 17: within 1 point).
 */
import { pathInLocale } from 'shared/site';
import { MAIN_ROUTES } from '../e2e/support/routes';
import { startSiteServer } from 'site-server/testing';
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

async function main() {
  const args = process.argv.slice(2);
  const workerAb = args.includes('--worker-ab');
  const given = args.filter((arg) => arg.startsWith('/'));
  const routes = given.length
    ? given
    : [...MAIN_ROUTES.map((r) => r.path), ...MAIN_ROUTES.map((r) => pathInLocale(r.path, 'ar'))];
  const conditions = workerAb
    ? [
        { label: 'worker', blockedUrlPatterns: [] },
        { label: 'no worker', blockedUrlPatterns: WORKER_FILES },
      ]
    : [{ label: '', blockedUrlPatterns: [] }];
  const site = await startSiteServer({ port: 4603 });
  try {
    console.log(
      `Lighthouse 12 ${FORM_FACTOR}, ${RUNS} runs a route${workerAb ? ' with the service worker and without, alternating' : ''} (each run, then the median)`,
    );
    console.log(HEADER);
    const results: { route: string; rows: LighthouseRow[] }[] = [];
    for (const route of routes) {
      const runs = conditions.map(() => [] as LighthouseRun[]);
      for (let run = 0; run < RUNS; run++) {
        for (const [i, condition] of conditions.entries()) {
          const result = await lighthouseRun(site.url + route, FORM_FACTOR, condition);
          if (!result) continue;
          runs[i].push(result);
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
      results.push({
        route,
        rows: conditions.map((condition, i) => medianRow(`${route} ${condition.label}`.trim(), FORM_FACTOR, runs[i])),
      });
    }
    console.log(`\nMedians of ${RUNS}`);
    console.log(HEADER);
    for (const { rows } of results) rows.forEach((row) => console.log(formatRow(row)));
    if (workerAb) {
      console.log('\nScore with the worker minus without (median against median)');
      for (const { route, rows } of results)
        console.log(`  ${route.padEnd(26)} ${String(rows[0].score - rows[1].score).padStart(4)}`);
    }
  } finally {
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
