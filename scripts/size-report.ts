/**
 * `npm run size`: per main route, the gzip bytes of JavaScript a browser downloads on a cold first
 * load of the production build, and the bytes each remote adds on its own route.
 * Run `npm run build` first. Prints figures; it sets no budget and never fails on size.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/browser';
import { MAIN_ROUTES as ROUTES } from '../e2e/support/routes';
import { startSiteServer } from '../e2e/support/siteProcess';

const REPO_ROOT = path.resolve(__dirname, '..');
const PORT = Number(process.env.SIZE_PORT ?? 4401);

/** The built file behind a URL path: /mfe-x/file → mfe-x/dist/file, anything else → shell/dist. */
function fileFor(urlPath: string) {
  const match = /^\/(mfe-[a-z]+)\/(.+)$/.exec(urlPath);
  return match ? path.join(REPO_ROOT, match[1], 'dist', match[2]) : path.join(REPO_ROOT, 'shell', 'dist', urlPath.slice(1));
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startSiteServer({ port: PORT });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows: Array<{ route: string; requests: number; total: number; shell: number; byRemote: Record<string, number> }> = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext(); // a fresh context is a cold cache
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === server.url && response.request().resourceType() === 'script') scripts.add(url.pathname);
      });
      await page.goto(server.url + route.path);
      await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
      await page.waitForLoadState('networkidle');
      const byRemote: Record<string, number> = {};
      let shell = 0;
      for (const urlPath of scripts) {
        const bytes = gzipBytes(fileFor(urlPath));
        const remote = /^\/(mfe-[a-z]+)\//.exec(urlPath)?.[1];
        if (remote) byRemote[remote] = (byRemote[remote] ?? 0) + bytes;
        else shell += bytes;
      }
      rows.push({ route: route.path, requests: scripts.size, total: shell + Object.values(byRemote).reduce((a, b) => a + b, 0), shell, byRemote });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\nJavaScript on a cold first load (gzip -9 of the built files), ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('route           JS requests   total gzip   shell        remote code on this route');
  for (const row of rows) {
    const remotes = Object.entries(row.byRemote).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ') || '–';
    console.log(`${row.route.padEnd(16)}${String(row.requests).padEnd(14)}${kb(row.total).padEnd(13)}${kb(row.shell).padEnd(13)}${remotes}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
