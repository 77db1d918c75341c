/** @jest-environment node */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild, stopStartedChildren } from 'site-contract/testing';

const FIXTURE = path.join(__dirname, '..', 'testing', 'slowSiteServer.ts');
afterAll(stopStartedChildren);

/** The fixture server as a real process (so it really gets SIGTERM), and its port. */
async function startServer(env: Record<string, string>) {
  const child = await startChild({
    name: 'the slow site server',
    command: process.execPath,
    args: ['--import', 'tsx', FIXTURE],
    env: { LOG_LEVEL: 'silent', ...env },
    ready: { line: /\{"port":\d+\}/ },
  });
  const port = Number(/\{"port":(\d+)\}/.exec(child.output())![1]);
  return { child, base: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown', () => {
  it('on SIGTERM fails readiness, finishes every request in flight, then refuses new ones and exits 0', async () => {
    const { child, base } = await startServer({ SLOW_MS: '1500', SHUTDOWN_DRAIN_MS: '400' });
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${base}/api/slow`).then(async (response) => [response.status, await response.json()]),
    );
    await sleep(200);
    child.signal('SIGTERM');
    await sleep(100);
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'not ready', problems: ['shutting down'] });
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 5 }, () => [200, { done: true }]));
    expect((await child.exitWithin(10_000)).code).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 20_000);

  it('exits 1 at the deadline when a request will not finish, rather than hang a rollout', async () => {
    const { child, base } = await startServer({
      SLOW_MS: '60000',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_DEADLINE_MS: '1000',
    });
    const stuck = fetch(`${base}/api/slow`).catch(() => 'reset');
    await sleep(200);
    const signalled = Date.now();
    child.signal('SIGTERM');
    expect((await child.exitWithin(10_000)).code).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3_000);
    expect(await stuck).toBe('reset');
  }, 20_000);
});
