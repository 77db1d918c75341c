/**
 * Server rendering against real builds (run after `npm run build`, by `npm run test:ssr`, with
 * node --expose-gc): a remote redeployed under a running server is rendered within 10 seconds with
 * no restart, the page pins the build it was rendered with, and reloading a remote 200 times does
 * not grow the heap. The remote is a copy of mfe-access's build in a throwaway repo, redeployed by
 * rewriting its files the way a new build would.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from '../app';
import { buildFolder } from 'site-contract/paths';
import { renderPage } from 'shell/entry.server';
import { RENDER_TIMEOUT_MS } from './protocol';
import { BUILD_CHECK_INTERVAL_MS, createServerRemotes } from './worker/serverRemotes';
import { siteServerOptions } from '../testing/siteServerOptions';

const REDEPLOY_WITHIN_MS = 10_000;
const RELOADS = 200;
/** Heap growth allowed over 200 reloads, after a full GC: a leaked remote instance is tens of MB (SSR-NOTES). */
const HEAP_GROWTH_BOUND_BYTES = 16 * 1024 * 1024;

const registry = { mfe_access: '/mfe-access/mf-manifest.json' };
let repo: string;
let app: FastifyInstance;
let base: string;

function copyOfTheBuilds() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'expo-ssr-'));
  for (const pkg of ['shell', 'mfe-access']) cpSync(buildFolder(pkg), buildFolder(pkg, root), { recursive: true });
  return root;
}

/** A new build of the remote: its heading says `heading`, both manifests carry `version`, the browser build has its versioned manifest. */
function redeploy(heading: string, version: string) {
  const dist = buildFolder('mfe-access', repo);
  for (const folder of [dist, path.join(dist, 'server')]) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(folder, file), 'utf8');
      writeFileSync(path.join(folder, file), code.replaceAll('Access & Directions', heading));
    }
    const manifestFile = path.join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    if (folder === dist) writeFileSync(path.join(dist, `mf-manifest.${version}.json`), JSON.stringify(manifest));
  }
}

const pageState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="expo-page-state">([^<]*)<\/script>/.exec(html)![1]);

before(async () => {
  repo = copyOfTheBuilds();
  app = await createSiteServer(await siteServerOptions({ registry, repoRoot: repo }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => app.close());

test('a redeployed remote is rendered within 10 seconds, with no restart, and the page pins the build it was rendered with', async () => {
  const first = await (await fetch(`${base}/access`)).text();
  assert.match(first, /<h1[^>]*>Access &amp; Directions<\/h1>/);
  const version = JSON.parse(
    readFileSync(path.join(buildFolder('mfe-access', repo), 'server', 'mf-manifest.json'), 'utf8'),
  ).metaData.buildInfo.buildVersion;
  assert.equal(pageState(first).pinnedBuilds.mfe_access, `/mfe-access/mf-manifest.${version}.json`);

  redeploy('Access & Directions, redeployed', 'redeployed01');
  const redeployedAt = Date.now();
  let html = '';
  while (!html.includes('Access &amp; Directions, redeployed') && Date.now() - redeployedAt < REDEPLOY_WITHIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    html = await (await fetch(`${base}/access`)).text();
  }
  const servedAfter = Date.now() - redeployedAt;
  console.log(
    `redeployed remote rendered ${servedAfter} ms after its files changed (build check every ${BUILD_CHECK_INTERVAL_MS} ms)`,
  );
  assert.ok(servedAfter < REDEPLOY_WITHIN_MS, `the redeployed build was not rendered within ${REDEPLOY_WITHIN_MS} ms`);
  assert.equal(pageState(html).pinnedBuilds.mfe_access, '/mfe-access/mf-manifest.redeployed01.json');
});

test(`reloading a remote ${RELOADS} times keeps the heap within ${HEAP_GROWTH_BOUND_BYTES / 1024 / 1024} MB`, async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  assert.ok(gc, 'run with node --expose-gc');
  const remotes = createServerRemotes({ registry, base: () => base });
  await remotes.refresh();
  const renderFresh = async () => {
    remotes.loader.reset('mfe_access');
    const page = await renderPage('/access', remotes.loader, RENDER_TIMEOUT_MS);
    assert.deepEqual(page.failures.map(String), []);
    assert.match(page.html.toString(), /Access &amp; Directions/);
  };
  // Warm up first: the first loads fill caches that stay (module resolution, JIT).
  for (let i = 0; i < 10; i++) await renderFresh();
  gc!();
  const heapBefore = process.memoryUsage().heapUsed;
  for (let i = 0; i < RELOADS; i++) await renderFresh();
  gc!();
  const growth = process.memoryUsage().heapUsed - heapBefore;
  console.log(
    `heap growth over ${RELOADS} reloads of mfe_access: ${(growth / 1024 / 1024).toFixed(1)} MB (bound ${HEAP_GROWTH_BOUND_BYTES / 1024 / 1024} MB)`,
  );
  assert.ok(growth < HEAP_GROWTH_BOUND_BYTES, `heap grew ${growth} bytes`);
});
