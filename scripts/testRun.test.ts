/** @jest-environment node */
/**
 * npm test's runner (testRun.ts) against steps that hang as real ones could: each is ended within its
 * deadline, named with what was still running, and nothing is left running (checked with ps).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runSteps, type RunOptions } from './testRun';

// Each case waits out a deadline of a few seconds, and the fixture test compiles with tsx.
jest.setTimeout(90_000);

const REPO_ROOT = path.resolve(__dirname, '..');

/** Whether any living process's command line holds `token` (ps; a zombie is not living). */
function running(token: string): string[] {
  return execFileSync('ps', ['-eo', 'stat=,args='], { encoding: 'utf8', timeout: 10_000 })
    .split('\n')
    .filter((line) => line.includes(token) && !/^\s*Z/.test(line) && !line.includes('ps -eo'));
}

/** Runs `steps` quietly, with a token of its own; its lines, the steps' output and the time it took. */
async function run(steps: Parameters<typeof runSteps>[0], options: Partial<RunOptions> = {}) {
  const lines: string[] = [];
  let output = '';
  const started = Date.now();
  const result = await runSteps(steps, {
    totalMs: 60_000,
    killAfterMs: 2_000,
    settleMs: 1_000,
    log: (line) => lines.push(line),
    output: (chunk) => (output += chunk),
    ...options,
  });
  return { result, lines, output, ms: Date.now() - started };
}

describe("npm test's runner", () => {
  it('ends a step that sleeps past its deadline, naming the step and what was still running, and leaves nothing', async () => {
    const { result, ms } = await run([
      { name: 'a sleepy step', command: 'sleep', args: ['987.654'], deadlineMs: 2_000 },
    ]);
    expect(result.ok).toBe(false);
    expect(result.failures).toEqual([
      expect.stringMatching(/^a sleepy step passed its 2 s; still running:\n {2}\d+: sleep 987\.654$/),
    ]);
    expect(result.took).toEqual([{ name: 'a sleepy step', ms: expect.any(Number), outcome: 'past its deadline' }]);
    expect(ms).toBeLessThan(10_000);
    expect(running('987.654')).toEqual([]);
  });

  it('stops at a step that fails and runs no step after it', async () => {
    const { result } = await run([
      { name: 'passes', command: 'true', args: [], deadlineMs: 5_000 },
      { name: 'fails', command: 'false', args: [], deadlineMs: 5_000 },
      { name: 'never runs', command: 'true', args: [], deadlineMs: 5_000 },
    ]);
    expect(result.failures).toEqual([expect.stringMatching(/^fails failed \(exit code 1\) after /)]);
    expect(result.took.map(({ name, outcome }) => `${name} ${outcome}`)).toEqual(['passes passed', 'fails failed']);
  });

  it('fails a step that passes but leaves a process running, naming it, and ends it', async () => {
    const { result } = await run([
      { name: 'a leaky step', command: 'sh', args: ['-c', 'sleep 876.543 & exit 0'], deadlineMs: 5_000 },
    ]);
    expect(result.failures).toEqual([
      expect.stringMatching(/^a leaky step left 1 process\(es\) running:\n {2}\d+: sleep 876\.543$/),
    ]);
    expect(running('876.543')).toEqual([]);
  });

  it("ends a test:ssr test that waits forever on a frozen child at the test deadline, names the test, and leaves nothing (test:ssr's own flags)", async () => {
    // test:ssr's command line as package.json has it, its files swapped for the fixture and its test
    // deadline shortened: the flags that end a hung test are the ones npm test runs with.
    const script = (
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts['test:ssr'];
    const words = script.split(/\s+/);
    expect(words[0]).toBe('node');
    const flags = words.slice(
      1,
      words.findIndex((word) => /\.ts'?$/.test(word)),
    );
    expect(flags).toContain('--test');
    expect(flags.some((flag) => flag.startsWith('--test-timeout='))).toBe(true);
    const token = `frozen-${process.pid}-${Date.now()}`;
    const { result, output, ms } = await run(
      [
        {
          name: 'test:ssr with the fixture',
          command: process.execPath,
          args: [
            ...flags.map((flag) => (flag.startsWith('--test-timeout=') ? '--test-timeout=3000' : flag)),
            path.join(REPO_ROOT, 'scripts/fixtures/waitsOnFrozenChild.ts'),
          ],
          deadlineMs: 60_000,
        },
      ],
      { mark: token },
    );
    // node --test's deadline, not the step's, ended it: the step failed on its own, naming the test.
    expect(result.failures).toEqual([expect.stringMatching(/^test:ssr with the fixture failed \(exit code 1\)/)]);
    expect(output).toMatch(/waits forever on a frozen child process/);
    expect(output).toMatch(/test timed out after 3000ms/);
    expect(ms).toBeLessThan(45_000);
    expect(running(token)).toEqual([]);
  });
});
