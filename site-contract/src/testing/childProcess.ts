import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fetchWithin } from 'shared/server/testing';

/**
 * The one way tests (and benches) start and stop a process of their own: a site server, site-control,
 * redis-server, HAProxy, a CLI run, a `tsx` child. Start-up waits for a ready signal under a deadline
 * and fails naming the process with its last lines; stop resumes a frozen process, then SIGTERM, then
 * SIGKILL, and always resolves; whatever this process started is killed when it exits, however a test
 * ended ([docs/testing.md](../../../docs/testing.md#processes-a-test-starts)).
 */

/**
 * The variable `npm test` marks each step's processes with (scripts/testRun.ts): whatever a step started,
 * and whatever those started, carries it, so what is left running at the end can be found and named.
 */
export const TEST_RUN_MARK = 'EXPO_TEST_RUN';

/** How long start-up may take unless the caller says. */
export const READY_WITHIN_MS = 30_000;
/** How long a process has between SIGTERM and SIGKILL unless the caller says. */
export const KILL_AFTER_MS = 5_000;
/** How long one request of a readiness probe may take. */
const PROBE_WITHIN_MS = 5_000;
/** How many lines of a process's output a failure message quotes. */
const LAST_LINES = 20;
/** What a process's output is kept to: the end of it, which is what a failure needs. */
const OUTPUT_KEPT = 1 << 20;

/** What tells a test a process is ready to be used. */
export type ReadySignal =
  /** A URL it serves answers 2xx. */
  | { url: string }
  /** It prints a line matching this (stdout or stderr). */
  | { line: RegExp }
  /** A check of the caller's own, and what it checks, for the message ("accepting connections"). */
  | { what: string; check: () => Promise<boolean> };

export interface ChildOptions {
  /** What messages call it: "site-control on :18090", "redis-server on :6390". */
  name: string;
  command: string;
  args?: readonly string[];
  cwd?: string;
  /** Added to this process's environment (undefined removes a variable). */
  env?: Record<string, string | undefined>;
  /** `env` alone (and npm test's mark), not this process's environment beside it. */
  cleanEnv?: boolean;
  /** Without one, it is ready once it has started. */
  ready?: ReadySignal;
  readyWithinMs?: number;
  killAfterMs?: number;
  /**
   * A process group of its own, every signal sent to the group: for a command that starts the real
   * process and does not pass signals on (npm start).
   */
  group?: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface TestChild {
  readonly name: string;
  readonly pid: number;
  /** Everything it printed (its last megabyte), stdout and stderr as they came. */
  output(): string;
  /** Its last lines of output, for a message. */
  lastLines(count?: number): string;
  /** Resolves when it exits, never rejects. */
  readonly exited: Promise<Exit>;
  running(): boolean;
  /** SIGSTOP: it hangs, holding its sockets and files, until resumed (stop resumes it first). */
  freeze(): void;
  /** SIGCONT. */
  resume(): void;
  /** Sends a signal (to check how it handles one); its exit is `exited`. */
  signal(signal: NodeJS.Signals): void;
  /** Its exit, or a rejection naming it after `withinMs` (it is left running: stop it in cleanup). */
  exitWithin(withinMs: number): Promise<Exit>;
  /** Resumes it if frozen, sends `signal` (SIGTERM), SIGKILL after killAfterMs; resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

const started = new Set<TestChild>();
let killedOnExit = false;

function killOnExit() {
  if (killedOnExit) return;
  killedOnExit = true;
  // 'exit' runs no more asynchronous code: SIGCONT and SIGKILL are sent at once, a frozen process included.
  process.once('exit', () => {
    for (const child of started) {
      child.resume();
      child.signal('SIGKILL');
    }
  });
}

/** Stops every process this process started that is still running: a runner's `after`/`afterAll` hook. */
export async function stopStartedChildren(): Promise<void> {
  await Promise.all([...started].map((child) => child.stop()));
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `promise` resolves with, or undefined after `ms` (the timer cleared either way, holding nothing open). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether `url` answers 2xx within one request's deadline. */
async function answers(url: string): Promise<boolean> {
  const response = await fetchWithin(url, {}, PROBE_WITHIN_MS).catch(() => undefined);
  await response?.body?.cancel();
  return response?.ok ?? false;
}

function describeSignal(ready: ReadySignal): string {
  if ('url' in ready) return `answer ${ready.url.replace(/^https?:\/\/[^/]+/, '') || '/'}`;
  if ('line' in ready) return `print ${ready.line}`;
  return `become ${ready.what}`;
}

/**
 * Starts `command` and resolves once it is ready. A start that fails (it exits, cannot be spawned, or
 * is not ready within readyWithinMs) stops it and rejects naming it with its last lines.
 */
export async function startChild(options: ChildOptions): Promise<TestChild> {
  const { name, command, args = [], cwd, env = {}, cleanEnv = false, ready, group = false } = options;
  const readyWithinMs = options.readyWithinMs ?? READY_WITHIN_MS;
  const killAfterMs = options.killAfterMs ?? KILL_AFTER_MS;
  const process_: ChildProcess = spawn(command, args, {
    cwd,
    env: cleanEnv ? { [TEST_RUN_MARK]: process.env[TEST_RUN_MARK], ...env } : { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  let output = '';
  let spawnError: Error | undefined;
  const lineWaiters = new Set<() => void>();
  const take = (chunk: Buffer) => {
    output += chunk;
    if (output.length > OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT);
    lineWaiters.forEach((check) => check());
  };
  process_.stdout?.on('data', take);
  process_.stderr?.on('data', take);
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => {
    process_.once('error', (error) => {
      spawnError = error;
      if (process_.pid === undefined) resolve((exit = { code: null, signal: null }));
    });
    process_.once('exit', (code, signal) => resolve((exit = { code, signal })));
  });
  let frozen = false;
  const send = (signal: NodeJS.Signals) => {
    if (exit || process_.pid === undefined) return;
    try {
      process.kill(group ? -process_.pid : process_.pid, signal);
    } catch {
      // Gone between the check and the signal.
    }
  };
  const lastLines = (count = LAST_LINES) => {
    const lines = output.trimEnd().split('\n').slice(-count).join('\n');
    return lines ? `its last lines:\n${lines}` : 'it printed nothing';
  };
  const child: TestChild = {
    name,
    pid: process_.pid ?? -1,
    output: () => output,
    lastLines,
    exited,
    running: () => !exit,
    freeze() {
      send('SIGSTOP');
      frozen = true;
    },
    resume() {
      send('SIGCONT');
      frozen = false;
    },
    signal: send,
    async exitWithin(withinMs) {
      const done = await within(exited, withinMs);
      if (!done) throw new Error(`${name} did not exit within ${seconds(withinMs)}; ${lastLines()}`);
      return done;
    },
    async stop(signal = 'SIGTERM') {
      if (frozen) child.resume();
      send(signal);
      const done = await within(exited, killAfterMs);
      if (done) return done;
      send('SIGCONT');
      send('SIGKILL');
      // SIGKILL ends any process but one stuck in the kernel: stop resolves either way.
      return (await within(exited, killAfterMs)) ?? { code: null, signal: null };
    },
  };
  started.add(child);
  killOnExit();
  void exited.then(() => started.delete(child));

  const failed = async (why: string) => {
    await child.stop();
    return new Error(`${name} ${why}; ${lastLines()}`);
  };
  if (process_.pid === undefined) {
    await exited;
    throw new Error(`${name} could not start (${command}): ${spawnError?.message ?? 'no process'}`);
  }
  if (!ready) return child;

  const deadline = Date.now() + readyWithinMs;
  const isReady =
    'line' in ready
      ? async () => {
          let check = () => {};
          const printed = new Promise<boolean>((resolve) => {
            check = () => ready.line.test(output) && resolve(true);
            lineWaiters.add(check);
            check();
          });
          try {
            return (await within(Promise.race([printed, exited.then(() => false)]), deadline - Date.now())) ?? false;
          } finally {
            lineWaiters.delete(check);
          }
        }
      : 'url' in ready
        ? () => answers(ready.url)
        : ready.check;
  // `exit` is set by the process's events while this loop awaits.
  const exitedEarly = () => {
    const early = exit as Exit | undefined;
    return early && failed(`exited (${early.signal ?? `code ${early.code}`}) before it was ready`);
  };
  for (;;) {
    const before = exitedEarly();
    if (before) throw await before;
    if (await isReady().catch(() => false)) return child;
    const after = exitedEarly();
    if (after) throw await after;
    if (Date.now() >= deadline) throw await failed(`did not ${describeSignal(ready)} within ${seconds(readyWithinMs)}`);
    await sleep(100);
  }
}

/**
 * Runs `command` to its end within `withinMs` and resolves with its exit code and output, whatever the
 * code. One that does not end in time is stopped, and the run rejects naming it with its last lines.
 */
export async function runChild(
  options: Omit<ChildOptions, 'ready' | 'readyWithinMs'> & { withinMs: number },
): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
  const child = await startChild(options);
  try {
    const { code, signal } = await child.exitWithin(options.withinMs);
    return { code, signal, out: child.output() };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/**
 * Waits until `url` answers 2xx (each request under its own deadline), within `withinMs`; resolves with
 * the time it took. For a process the test did not start (a load balancer's backend coming back).
 */
export async function untilAnswers(url: string, { withinMs = READY_WITHIN_MS } = {}): Promise<number> {
  const started = Date.now();
  while (!(await answers(url))) {
    if (Date.now() - started >= withinMs) throw new Error(`${url} did not answer within ${seconds(withinMs)}`);
    await sleep(100);
  }
  return Date.now() - started;
}

/** A loopback port free now, for a process to listen on. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
