/**
 * `npm start`'s composition root (site-standalone), imported and started in this process (run after
 * `npm run build`, by `npm run test:ssr`): the site and the control plane over one set of stores.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { hashOfKey, newDeliveryKey } from 'site-contract/api';
import { main, runsControlPlane } from './main';

const work = mkdtempSync(path.join(os.tmpdir(), 'expo-standalone-main-'));
after(() => rmSync(work, { recursive: true, force: true }));
const key = newDeliveryKey();
const env = {
  LOG_LEVEL: 'warn',
  DATA_DIR: work,
  HOST: '127.0.0.1',
  PORT: '0',
  DELIVERY_PORT: '0',
  DELIVERY_KEYS: `ops:platform:${hashOfKey(key)}`,
};

test('runs the control plane with PORT at its default or DELIVERY_PORT given, never for a remote-only origin', () => {
  assert.equal(runsControlPlane({}, undefined), true);
  assert.equal(runsControlPlane({ PORT: '3000' }, undefined), false);
  assert.equal(runsControlPlane({ PORT: '3000', DELIVERY_PORT: '3010' }, undefined), true);
  assert.equal(runsControlPlane({ DELIVERY_PORT: 'off' }, undefined), false);
  assert.equal(runsControlPlane({}, ['mfe-access']), false);
});

test('a bad setting of either service is refused before anything listens, naming it', async () => {
  await assert.rejects(main({ ...env, DELIVERY_PORT: 'on' }, ['--no-build']), {
    message: 'DELIVERY_PORT: "on" is not a port',
  });
  await assert.rejects(main({ ...env, DELIVERY_KEYS: 'ops:everything:abc' }, ['--no-build']), /DELIVERY_KEYS/);
});

test('the site and the delivery API answer from one process, with no Redis, and both stop', async () => {
  const { app, controlUrl, close } = await main(env, ['--no-build']);
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  assert.equal((await fetch(`${origin}/access`)).status, 200);
  // The control plane's listener is not the site's: the public port answers no delivery API.
  assert.equal((await fetch(`${origin}/v1/status`, { headers: { authorization: `Bearer ${key}` } })).status, 404);
  assert.ok(controlUrl);
  const status = await fetch(`${controlUrl}/v1/status`, { headers: { authorization: `Bearer ${key}` } });
  assert.equal(status.status, 200);
  await close();
  await assert.rejects(fetch(`${origin}/readyz`));
  await assert.rejects(fetch(`${controlUrl}/v1/status`));
});
