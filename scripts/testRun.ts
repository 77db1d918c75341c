/**
 * `npm test`'s runner (scripts/test.ts): each step under a deadline, its processes marked, and nothing
 * left running. A step past its deadline is ended with everything it started, and the run fails naming
 * the step and what was still running; a step that ends but leaves a process behind fails the run too,
 * naming it. Processes are found by the mark each step's environment carries (TEST_RUN_MARK), which
 * every process a test starts inherits, however deep and whatever its process group.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { TEST_RUN_MARK } from 'site-contract/testing/childProcess';

export interface TestStep {
  /** What messages call it: the npm script's name. */
  name: string;
  command: string;
  args: readonly string[];
  deadlineMs: number;
}

export interface RunOptions {
  /** The whole run's deadline: a step still running then is ended as if at its own. */
  totalMs: number;
  /** How long processes have between SIGTERM and SIGKILL. */
  killAfterMs?: number;
  /** How long a step's processes have to exit once the step has, before they count as left running. */
  settleMs?: number;
  /** Where the runner's lines go (the steps' own output goes to this process's). */
  log?: (line: string) => void;
  /** The environment's mark: unique per run. */
  mark?: string;
  /** Where the steps' output goes when not to this process's own (a test of the runner reads it). */
  output?: (chunk: string) => void;
}

export interface RunResult {
  ok: boolean;
  /** Why the run failed, a line each. */
  failures: string[];
  /** Each step run, and how long it took. */
  took: Array<{ name: string; ms: number; outcome: 'passed' | 'failed' | 'past its deadline' }>;
}

export interface MarkedProcess {
  pid: number;
  command: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** '40 minutes', '2 s', '5 min 35 s'. */
export function duration(ms: number): string {
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(1))} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} minutes`;
}

/**
 * The processes whose environment carries `mark`, living (zombies, dead but not yet reaped, are not),
 * with their command lines, by /proc. Empty where there is no /proc (the check needs Linux).
 */
export function processesMarked(mark: string): MarkedProcess[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const wanted = `${TEST_RUN_MARK}=${mark}`;
  const found: MarkedProcess[] = [];
  for (const pid of pids) {
    try {
      if (Number(pid) === process.pid) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(wanted)) continue;
      // stat: "pid (comm) state …"; comm may hold spaces or parentheses, the state follows the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      found.push({ pid: Number(pid), command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found.sort((a, b) => a.pid - b.pid);
}

/** One line per process, its command line cut to a readable length. */
export function describeProcesses(processes: MarkedProcess[]): string {
  return processes
    .map(({ pid, command }) => `  ${pid}: ${command.length > 300 ? `${command.slice(0, 300)} …` : command}`)
    .join('\n');
}

function signalAll(processes: MarkedProcess[], signal: NodeJS.Signals) {
  for (const { pid } of processes) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/** Ends every process carrying `mark`: resumed (a test may have frozen it), SIGTERM, then SIGKILL. */
export async function endMarked(mark: string, killAfterMs: number): Promise<void> {
  const running = processesMarked(mark);
  signalAll(running, 'SIGCONT');
  signalAll(running, 'SIGTERM');
  for (const started = Date.now(); Date.now() - started < killAfterMs; await sleep(100))
    if (processesMarked(mark).length === 0) return;
  signalAll(processesMarked(mark), 'SIGKILL');
  for (const started = Date.now(); Date.now() - started < killAfterMs; await sleep(100))
    if (processesMarked(mark).length === 0) return;
}

/** Runs `steps` in order, stopping at the first that fails; see the top of this file. */
export async function runSteps(steps: readonly TestStep[], options: RunOptions): Promise<RunResult> {
  const { totalMs, killAfterMs = 10_000, settleMs = 5_000, log = (line: string) => console.log(line) } = options;
  const mark = options.mark ?? `${process.pid}-${Date.now()}`;
  const runStarted = Date.now();
  const result: RunResult = { ok: true, failures: [], took: [] };
  const fail = (why: string) => {
    result.ok = false;
    result.failures.push(why);
    log(`\n✗ ${why}`);
  };

  // Ctrl-C or a CI's SIGTERM reaches the runner: what the steps started is ended before it exits.
  const interrupted = (signal: NodeJS.Signals) => {
    log(`\n${signal}: ending what the tests started`);
    void endMarked(mark, killAfterMs).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  try {
    for (const step of steps) {
      const remainingMs = totalMs - (Date.now() - runStarted);
      const deadlineMs = Math.min(step.deadlineMs, Math.max(remainingMs, 0));
      const lateWhy =
        step.deadlineMs <= remainingMs ? `its ${duration(step.deadlineMs)}` : `the run's ${duration(totalMs)}`;
      log(`\n▶ ${step.name} (deadline ${duration(deadlineMs)})`);
      const started = Date.now();
      const child = spawn(step.command, step.args, {
        stdio: options.output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: { ...process.env, [TEST_RUN_MARK]: mark },
      });
      child.stdout?.on('data', (chunk: Buffer) => options.output?.(chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => options.output?.(chunk.toString()));
      const exited = new Promise<{ code: number | null; error?: Error }>((resolve) => {
        child.once('error', (error) => resolve({ code: null, error }));
        child.once('exit', (code) => resolve({ code }));
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), deadlineMs)));
      const outcome = await Promise.race([exited, late]);
      clearTimeout(timer);
      const ms = Date.now() - started;

      if (outcome === 'late') {
        const still = processesMarked(mark);
        fail(
          `${step.name} passed ${lateWhy}; still running:\n${describeProcesses(still) || '  (nothing found: the step exited as it was ended)'}`,
        );
        await endMarked(mark, killAfterMs);
        await Promise.race([exited, sleep(killAfterMs)]);
        result.took.push({ name: step.name, ms, outcome: 'past its deadline' });
        break;
      }
      if (outcome.error) {
        fail(`${step.name} could not start: ${outcome.error.message}`);
        result.took.push({ name: step.name, ms, outcome: 'failed' });
        break;
      }
      // A process that outlived its step would hold ports and memory into the next one. One still
      // exiting (a server the step's last test signalled) has a few seconds to finish.
      let leftBehind = processesMarked(mark);
      for (const since = Date.now(); leftBehind.length > 0 && Date.now() - since < settleMs; await sleep(100))
        leftBehind = processesMarked(mark);
      if (leftBehind.length > 0) {
        fail(`${step.name} left ${leftBehind.length} process(es) running:\n${describeProcesses(leftBehind)}`);
        await endMarked(mark, killAfterMs);
      }
      if (outcome.code !== 0) fail(`${step.name} failed (exit code ${outcome.code}) after ${duration(ms)}`);
      else log(`✓ ${step.name} passed in ${duration(ms)}`);
      result.took.push({ name: step.name, ms, outcome: outcome.code === 0 ? 'passed' : 'failed' });
      if (!result.ok) break;
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
  return result;
}
