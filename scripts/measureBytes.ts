/** The cold-first-load byte measurement shared by `npm run size` and `npm run bench`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { MAIN_ROUTES, type MainRoute } from '../e2e/support/routes';
import { DEFERRED_WORK_MARK } from 'shell/startup-marks';

const REPO_ROOT = path.resolve(__dirname, '..');

export { kb } from './sizeBudgets';

/** The built file behind a federated URL path: /mfe-x/file → mfe-x/dist/file, anything else → shell/dist (of the checkout, or of a copy of its builds at `root`). */
export function federatedFileFor(urlPath: string, root = REPO_ROOT) {
  const match = /^\/(mfe-[a-z]+)\/(.+)$/.exec(urlPath);
  return match ? path.join(root, match[1], 'dist', match[2]) : path.join(root, 'shell', 'dist', urlPath.slice(1));
}

export interface RouteBytes {
  route: string;
  /** JS of the first load: everything requested before the page marked the start of its deferred work. */
  js: number;
  /** JS fetched afterwards, once the page was idle (Home's section widgets). */
  deferredJs: number;
  css: number;
  /** Every request to the site's origin, and the JS files among them. */
  requests: number;
  jsRequests: number;
  /** The URL paths of the first load's JS files, in the order they arrived. */
  firstLoadScripts: string[];
  byRemote: Record<string, number>;
}

/** Bytes a cold browser downloads for each route (the main routes unless given); files are read from disk and gzipped (-9). */
export async function measureBytes(
  browser: Browser,
  base: string,
  fileFor: (urlPath: string) => string,
  routes: readonly Pick<MainRoute, 'path' | 'heading'>[] = MAIN_ROUTES,
): Promise<RouteBytes[]> {
  const rows: RouteBytes[] = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets: Array<{ path: string; type: string }> = [];
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(base)) requests++;
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      const type = response.request().resourceType();
      if (url.origin === base && (type === 'script' || type === 'stylesheet') && response.ok())
        assets.push({ path: url.pathname, type });
    });
    await page.goto(base + route.path);
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
    await page.waitForLoadState('networkidle');
    // Resource timing says when each file was requested; the page marks when its deferred work began.
    const { deferredFrom, started } = (await page.evaluate(
      `({ deferredFrom: performance.getEntriesByName(${JSON.stringify(DEFERRED_WORK_MARK)})[0]?.startTime ?? Infinity,
          started: performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]) })`,
    )) as { deferredFrom: number; started: Array<[string, number]> };
    const requestedAt = new Map(started);
    const firstLoad = assets.filter((asset) => (requestedAt.get(asset.path) ?? 0) < deferredFrom);
    const firstLoadScripts = firstLoad.filter((asset) => asset.type === 'script').map((asset) => asset.path);
    const row: RouteBytes = {
      route: route.path,
      js: 0,
      deferredJs: 0,
      css: 0,
      requests,
      jsRequests: firstLoadScripts.length,
      firstLoadScripts,
      byRemote: {},
    };
    for (const asset of assets) {
      const bytes = gzipSync(readFileSync(fileFor(asset.path)), { level: 9 }).length;
      if (!firstLoad.includes(asset)) {
        if (asset.type === 'script') row.deferredJs += bytes;
        continue;
      }
      if (asset.type === 'stylesheet') row.css += bytes;
      else row.js += bytes;
      const remote = /^\/(mfe-[a-z]+)\//.exec(asset.path)?.[1];
      if (remote) row.byRemote[remote] = (row.byRemote[remote] ?? 0) + bytes;
    }
    row.requests = requests;
    rows.push(row);
    await context.close();
  }
  return rows;
}
