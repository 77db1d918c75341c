/**
 * The site server's composition root as a fleet runs it (`node site-server/dist/server.js`), imported
 * and started in this process (run after `npm run build`, by `npm run test:ssr`): no control plane in it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { main } from './main';

const work = mkdtempSync(path.join(os.tmpdir(), 'expo-site-main-'));
after(() => rmSync(work, { recursive: true, force: true }));
const env = { LOG_LEVEL: 'warn', DATA_DIR: work, HOST: '127.0.0.1', PORT: '0' };

test('a bad setting is refused before anything starts, naming it', async () => {
  await assert.rejects(main({ ...env, PORT: 'eighty' }, ['--no-build']), { message: 'PORT: "eighty" is not a port' });
  await assert.rejects(main({ ...env, TELEMETRY_WINDOW_MS: '1000', TELEMETRY_SAMPLE_WINDOW_MS: '1500' }, []), {
    message: 'TELEMETRY_SAMPLE_WINDOW_MS (1500) is not a multiple of TELEMETRY_WINDOW_MS (1000)',
  });
});

test('it serves pages rendered on the server and the registry, takes telemetry, and stops', async () => {
  const { app, close } = await main(env, ['--no-build']);
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  assert.equal((await fetch(`${origin}/readyz`)).status, 200);
  const page = await fetch(`${origin}/access`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<h1[^>]*>[^<]*Access/);
  assert.ok('mfe_access' in ((await (await fetch(`${origin}/remotes.json`)).json()) as object));
  await close();
  await assert.rejects(fetch(`${origin}/readyz`));
});
