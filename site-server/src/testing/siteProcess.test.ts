/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'site-contract/paths';
import { fetchablePort } from './fetchablePort';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startSiteServer', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'site-process-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves no server running when the process that started it throws before stopping it', async () => {
    // A stand-in for a site server build: answers /healthz on its PORT.
    const serverFile = path.join(dir, 'server.cjs');
    writeFileSync(
      serverFile,
      "require('node:http').createServer((_q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1');",
    );
    // A bench that starts a server, then fails before its stop().
    const benchFile = path.join(dir, 'bench.mts');
    const port = fetchablePort(20_000 + (process.pid % 10_000));
    writeFileSync(
      benchFile,
      `import { startSiteServer } from ${JSON.stringify(path.join(REPO_ROOT, 'site-server/src/testing/siteProcess.ts'))};
       const server = await startSiteServer({ port: ${port}, serverFile: ${JSON.stringify(serverFile)} });
       console.log('server pid ' + server.pid);
       throw new Error('the bench failed');`,
    );
    const bench = spawn(process.execPath, ['--import', 'tsx', benchFile], { cwd: REPO_ROOT });
    let output = '';
    bench.stdout.on('data', (chunk) => (output += chunk));
    bench.stderr.on('data', (chunk) => (output += chunk));
    const exitCode = await new Promise<number | null>((resolve) => bench.once('exit', resolve));
    expect(output).toContain('the bench failed');
    expect(exitCode).not.toBe(0);
    const pid = Number(/server pid (\d+)/.exec(output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    for (let waited = 0; isRunning(pid) && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isRunning(pid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 30_000);
});
