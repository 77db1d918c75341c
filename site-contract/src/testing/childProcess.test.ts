/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { runChild, startChild, stopStartedChildren } from './childProcess';

// Each test starts Node processes and waits on deadlines of a few seconds.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

/** Whether `pid` is a process, by `ps` (a zombie, dead but not yet reaped, counts as gone). */
function isRunning(pid: number): boolean {
  try {
    return !/Z/.test(execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8', timeout: 10_000 }));
  } catch {
    return false; // ps exits 1 when there is no such process
  }
}

/** A Node process running `code`. */
const node = (code: string) => ({ command: process.execPath, args: ['-e', code] });
const PRINTS_THEN_WAITS = node("console.log('line one'); console.error('line two'); setInterval(() => {}, 1e6)");

describe('startChild', () => {
  it('resolves once the ready line is printed, and stop() ends the process', async () => {
    const child = await startChild({ name: 'a waiting process', ...PRINTS_THEN_WAITS, ready: { line: /line two/ } });
    expect(child.running()).toBe(true);
    expect(child.output()).toContain('line one');
    expect(await child.stop()).toEqual({ code: null, signal: 'SIGTERM' });
    expect(isRunning(child.pid)).toBe(false);
  });

  it('a start-up that is never ready fails at its deadline, naming the process with its last lines, and leaves nothing running', async () => {
    const started = Date.now();
    const failure = await startChild({
      name: 'site-control on :18090',
      ...node("console.log('line one'); console.error('pid ' + process.pid); setInterval(() => {}, 1e6)"),
      ready: { url: 'http://127.0.0.1:9/healthz' },
      readyWithinMs: 1_000,
    }).catch((error: Error) => error);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect((failure as Error).message).toMatch(
      /^site-control on :18090 did not answer \/healthz within 1 s; its last lines:\nline one\npid \d+$/,
    );
    expect(isRunning(Number(/pid (\d+)/.exec((failure as Error).message)?.[1]))).toBe(false);
  });

  it('a process that exits before it is ready fails the start with its exit code and last lines', async () => {
    await expect(
      startChild({
        name: 'a failing server',
        ...node("console.error('EADDRINUSE'); process.exit(3)"),
        ready: { line: /ready/ },
      }),
    ).rejects.toThrow('a failing server exited (code 3) before it was ready; its last lines:\nEADDRINUSE');
  });

  it('a command that does not exist fails the start, naming it', async () => {
    await expect(startChild({ name: 'haproxy', command: 'no-such-command-here' })).rejects.toThrow(
      /^haproxy could not start \(no-such-command-here\): spawn no-such-command-here ENOENT/,
    );
  });

  it('stop() resumes a frozen process, and kills one that ignores SIGTERM a few seconds later: it always resolves', async () => {
    const stubborn = await startChild({
      name: 'a process that ignores SIGTERM',
      ...node("process.on('SIGTERM', () => console.log('ignored')); console.log('up'); setInterval(() => {}, 1e6)"),
      ready: { line: /up/ },
      killAfterMs: 1_000,
    });
    stubborn.freeze();
    const started = Date.now();
    expect(await stubborn.stop()).toEqual({ code: null, signal: 'SIGKILL' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stubborn.output()).toContain('ignored'); // resumed, it got SIGTERM before SIGKILL
    expect(isRunning(stubborn.pid)).toBe(false);
  });

  it('leaves no process running when the test process that started it throws before stopping it, a frozen one included', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'child-process-'));
    try {
      const testFile = path.join(dir, 'throws.mts');
      writeFileSync(
        testFile,
        `import { startChild } from ${JSON.stringify(path.join(REPO_ROOT, 'site-contract/src/testing/childProcess.ts'))};
         const child = await startChild({ name: 'frozen', command: process.execPath,
           args: ['-e', "console.log('up'); setInterval(() => {}, 1e6)"], ready: { line: /up/ } });
         child.freeze();
         console.log('child pid ' + child.pid);
         throw new Error('the test failed');`,
      );
      const run = await runChild({
        name: 'a test that throws',
        command: process.execPath,
        args: ['--import', 'tsx', testFile],
        cwd: REPO_ROOT,
        withinMs: 20_000,
      });
      expect(run.out).toContain('the test failed');
      expect(run.code).not.toBe(0);
      const pid = Number(/child pid (\d+)/.exec(run.out)?.[1]);
      expect(pid).toBeGreaterThan(0);
      for (let waited = 0; isRunning(pid) && waited < 5_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(isRunning(pid)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('runChild', () => {
  it('resolves with the exit code and output of a run that ends', async () => {
    expect(
      await runChild({ name: 'a run', ...node("console.log('done'); process.exit(2)"), withinMs: 10_000 }),
    ).toEqual({
      code: 2,
      signal: null,
      out: 'done\n',
    });
  });

  it('a run past its deadline is stopped and rejected, naming it with its last lines', async () => {
    const failure = await runChild({
      name: 'npm run release -- status',
      ...node("console.log('asking the delivery API…'); console.log(process.pid); setInterval(() => {}, 1e6)"),
      withinMs: 1_000,
    }).catch((error: Error) => error);
    expect((failure as Error).message).toMatch(
      /^npm run release -- status did not exit within 1 s; its last lines:\nasking the delivery API…\n\d+$/,
    );
    const pid = Number(/\d+$/.exec((failure as Error).message)?.[0]);
    expect(isRunning(pid)).toBe(false);
  });
});
