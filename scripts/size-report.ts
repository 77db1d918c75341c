/**
 * `npm run size`: per main route (and the venue's pages), the gzip bytes of JavaScript a browser downloads on a cold first
 * load of the production build, and the bytes each remote adds on its own route, each beside its
 * budget (scripts/sizeBudgets.ts). Exits 1, naming the route or remote, its figure and its budget,
 * when any figure is over. Run `npm run build` first; it starts its own site server (SIZE_PORT,
 * default 4401) and Chromium. `npm test` runs it after the build. Then, for information (no budget),
 * what the service worker holds for offline use after one visit: the shell's precache and each remote.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/browser';
import { startSiteServer } from 'site-server/testing';
import { ARABIC_HOME, MAIN_ROUTES, VENUE_ROUTES } from '../e2e/support/routes';
import { federatedFileFor, kb, measureBytes } from './measureBytes';
import { SIZE_BUDGETS, budgetViolations, routeBudget, withBudget } from './sizeBudgets';
import { heldByServiceWorker } from './precacheSizes';

const PORT = Number(process.env.SIZE_PORT ?? 4401);

async function main() {
  const server = await startSiteServer({ port: PORT });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const rows = await measureBytes(browser, server.url, federatedFileFor, [
      ...MAIN_ROUTES,
      ARABIC_HOME,
      ...VENUE_ROUTES,
    ]);
    const englishHome = rows.find((row) => row.route === '/')?.js;
    console.log(
      `\nJavaScript on a cold first load (gzip -9 of the built files), ${new Date().toISOString().slice(0, 10)}\n`,
    );
    console.log(
      'route           JS requests   total gzip / budget    shell        remote code on this route / budget   then, once idle',
    );
    for (const row of rows) {
      const remoteBytes = Object.values(row.byRemote).reduce((a, b) => a + b, 0);
      const remotes =
        Object.entries(row.byRemote)
          .map(([name, bytes]) => `${name} ${withBudget(bytes, SIZE_BUDGETS.remoteCode)}`)
          .join(', ') || '–';
      const deferred = row.deferredJs ? kb(row.deferredJs) : '–';
      console.log(
        `${row.route.padEnd(16)}${String(row.jsRequests).padEnd(14)}${withBudget(row.js, routeBudget(row.route, SIZE_BUDGETS, englishHome)).padEnd(23)}${kb(row.js - remoteBytes).padEnd(13)}${remotes.padEnd(37)}${deferred}`,
      );
    }
    const violations = budgetViolations(rows);
    if (violations.length > 0) {
      console.error(`\nOver budget:\n${violations.map((violation) => `  ${violation.message}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `\nEvery figure is within its budget (first load: / ${kb(SIZE_BUDGETS.home)}, /ar / plus ${kb(SIZE_BUDGETS.arabicHomeOverHome)}, a section page ${kb(SIZE_BUDGETS.section)}; a remote's own code ${kb(SIZE_BUDGETS.remoteCode)}).`,
      );
    }
    console.log(
      '\nHeld by the service worker for offline use after one visit (uncompressed, as the Cache API keeps it)\n',
    );
    console.log('package         files   bytes');
    for (const held of await heldByServiceWorker(browser, server.url))
      console.log(`${held.owner.padEnd(16)}${String(held.files).padEnd(8)}${kb(held.bytes)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
