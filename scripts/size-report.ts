/**
 * `npm run size`: per main route, the gzip bytes of JavaScript a browser downloads on a cold first
 * load of the production build, and the bytes each remote adds on its own route.
 * Run `npm run build` first. Prints figures; it sets no budget and never fails on size.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/browser';
import { startSiteServer } from '../e2e/support/siteProcess';
import { federatedFileFor, kb, measureBytes } from './measureBytes';

const PORT = Number(process.env.SIZE_PORT ?? 4401);

async function main() {
  const server = await startSiteServer({ port: PORT });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const rows = await measureBytes(browser, server.url, federatedFileFor);
    console.log(`\nJavaScript on a cold first load (gzip -9 of the built files), ${new Date().toISOString().slice(0, 10)}\n`);
    console.log('route           JS requests   total gzip   shell        remote code on this route   then, once idle');
    for (const row of rows) {
      const remoteBytes = Object.values(row.byRemote).reduce((a, b) => a + b, 0);
      const remotes = Object.entries(row.byRemote).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ') || '–';
      const deferred = row.deferredJs ? kb(row.deferredJs) : '–';
      console.log(`${row.route.padEnd(16)}${String(row.jsRequests).padEnd(14)}${kb(row.js).padEnd(13)}${kb(row.js - remoteBytes).padEnd(13)}${remotes.padEnd(28)}${deferred}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
