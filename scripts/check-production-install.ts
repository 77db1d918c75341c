/**
 * `npm run test:production`: the Dockerfile's runtime stage, run where containers cannot. Packages
 * the built site (package-site.ts), installs production dependencies only (`--omit=dev`), then checks
 * that it runs with no dev tool installed: `npm start` gets ready, and the container's command
 * (`node scripts/start.mjs`) serves a server-rendered page, a 404, a remote's manifest and the API,
 * and exits 0 on SIGTERM.
 * Run `npm run build` first. Needs the npm registry (or npm's cache) for the install.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchWithin, runChild, startChild } from 'site-server/testing';
import { packageSite } from './package-site';

const PORT = Number(process.env.PRODUCTION_CHECK_PORT ?? 4511);
const DEV_TOOLS = ['tsx', 'esbuild', 'typescript', 'webpack', 'jest', '@playwright/test'];

/** Starts the packaged site with `command` and waits for /readyz. */
async function startSite(site: string, command: string, args: string[]) {
  const url = `http://127.0.0.1:${PORT}`;
  const started = Date.now();
  const child = await startChild({
    name: `${command} ${args.join(' ')} in the packaged site`,
    command,
    args,
    cwd: site,
    env: { PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0', NODE_ENV: 'production' },
    ready: { url: `${url}/readyz` },
    readyWithinMs: 60_000,
    // A process group of its own, signalled as one: npm does not pass SIGTERM on to the server.
    group: true,
  });
  console.log(`${command} ${args.join(' ')}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { url, stop: async () => ({ code: (await child.stop()).code, output: child.output() }) };
}

async function main() {
  const site = mkdtempSync(path.join(tmpdir(), 'expo-site-'));
  try {
    const started = Date.now();
    packageSite(site);
    // As the Dockerfile does: `npm install` with the lockfile (the versions it pins), not `npm ci`. This
    // registry has no macOS or Windows builds of @swc/core, so the lockfile lists Linux's only and
    // `npm ci` refuses it as out of sync.
    const installed = await runChild({
      name: 'npm install --omit=dev in the packaged site',
      command: 'npm',
      args: [
        'install',
        '--omit=dev',
        '--omit=optional',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      cwd: site,
      withinMs: 10 * 60_000,
    });
    assert.equal(installed.code, 0, `npm install --omit=dev failed:\n${installed.out}`);
    console.log(
      `packaged the site and installed its production dependencies in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const devToolsPresent = DEV_TOOLS.filter((tool) => existsSync(path.join(site, 'node_modules', tool)));
    assert.deepEqual(devToolsPresent, [], 'a production install has no dev tools');

    // `npm start`, the one command: it starts from the shipped bundle. (npm reports a signal as its
    // own exit, so the exit code is checked on the container's command below.)
    await (await startSite(site, 'npm', ['start', '--', '--no-build'])).stop();

    const server = await startSite(site, process.execPath, ['scripts/start.mjs', '--no-build']);
    try {
      const page = await fetchWithin(`${server.url}/housing`);
      const html = await page.text();
      assert.equal(page.status, 200, '/housing answers 200');
      assert.match(html, /<title>Housing \| Expo Guide<\/title>/, '/housing is server-rendered');
      assert.match(html, /Partner Hotels/, "/housing's HTML holds the section's content");
      assert.equal((await fetchWithin(`${server.url}/no-such-page`)).status, 404, 'an unknown page is a 404');
      assert.equal(
        (await fetchWithin(`${server.url}/mfe-access/mf-manifest.json`)).status,
        200,
        "a remote's manifest is served",
      );
      const products = await fetchWithin(`${server.url}/api/gelato/products`);
      assert.equal(products.status, 200, 'the API answers');
      assert.ok(Array.isArray(await products.json()), 'the API answers the products');
      console.log('served: /housing (server-rendered), a 404, a remote manifest, /api/gelato/products');
    } finally {
      const { code, output } = await server.stop();
      assert.equal(code, 0, `SIGTERM stops the server with exit code 0 (got ${code}):\n${output}`);
      console.log('SIGTERM: exit code 0');
    }
    console.log('production install check: passed');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
