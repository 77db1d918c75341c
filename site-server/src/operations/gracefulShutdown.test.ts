/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const FIXTURE = path.join(__dirname, '..', 'testing', 'slowSiteServer.ts');

/** The fixture server as a real process (so it really gets SIGTERM), and its port. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /\{"port":(\d+)\}/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', () => reject(new Error(`the server exited before listening: ${output}`)));
  });
  return { child, exited, base: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown', () => {
  it('on SIGTERM fails readiness, finishes every request in flight, then refuses new ones and exits 0', async () => {
    const { child, exited, base } = await startServer({ SLOW_MS: '1500', SHUTDOWN_DRAIN_MS: '400' });
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${base}/api/slow`).then(async (response) => [response.status, await response.json()]),
    );
    await sleep(200);
    child.kill('SIGTERM');
    await sleep(100);
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'not ready', problems: ['shutting down'] });
    expect(await Promise.all(inFlight)).toEqual(Array.from({ length: 5 }, () => [200, { done: true }]));
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 20_000);

  it('exits 1 at the deadline when a request will not finish, rather than hang a rollout', async () => {
    const { child, exited, base } = await startServer({
      SLOW_MS: '60000',
      SHUTDOWN_DRAIN_MS: '0',
      SHUTDOWN_DEADLINE_MS: '1000',
    });
    const stuck = fetch(`${base}/api/slow`).catch(() => 'reset');
    await sleep(200);
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(3_000);
    expect(await stuck).toBe('reset');
  }, 20_000);
});
