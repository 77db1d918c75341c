/**
 * site-control's composition root as a fleet runs it (`node site-control/dist/control.js`), imported
 * and started in this process over a real Redis (run after `npm run build`, by `npm run test:ssr`).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { hashOfKey, newDeliveryKey } from 'site-contract/api';
import { startRedisServer, stopStartedChildren } from 'site-contract/testing';
import { main } from './main';

const work = mkdtempSync(path.join(os.tmpdir(), 'expo-control-main-'));
after(stopStartedChildren);
after(() => rmSync(work, { recursive: true, force: true }));
const quiet = { LOG_LEVEL: 'warn', DATA_DIR: work };

test('on its own without Redis, it refuses to start and says why (telemetry in memory cannot cross processes)', async () => {
  await assert.rejects(main({ ...quiet, DELIVERY_PORT: '0' }), {
    message: /site-control on its own needs REDIS_URL: it reads the visitors’ telemetry the site servers write there/,
  });
});

test('a bad setting is refused before anything starts, naming it', async () => {
  await assert.rejects(main({ ...quiet, DELIVERY_PORT: 'on' }), { message: 'DELIVERY_PORT: "on" is not a port' });
  await assert.rejects(main({ ...quiet, REDIS_URL: 'localhost:6379' }), {
    message: 'REDIS_URL: "localhost:6379" is not a redis:// (or rediss://) URL',
  });
});

test('with Redis it answers the delivery API and the platform page on its private listener, and stops', async () => {
  const redis = await startRedisServer();
  const key = newDeliveryKey();
  let control: Awaited<ReturnType<typeof main>> | undefined;
  try {
    control = await main({
      ...quiet,
      REDIS_URL: redis.url,
      DELIVERY_PORT: '0',
      DELIVERY_KEYS: `ops:platform:${hashOfKey(key)}`,
    });
    assert.match(control.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const status = await fetch(`${control.url}/v1/status`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(status.status, 200);
    assert.ok('remotes' in ((await status.json()) as object));
    assert.equal((await fetch(`${control.url}/v1/status`)).status, 401);
    const page = await fetch(`${control.url}/platform/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Sign in/);
    const { url } = control;
    await control.close();
    control = undefined;
    await assert.rejects(fetch(`${url}/v1/status`));
  } finally {
    await control?.close();
    await redis.stop();
  }
});
