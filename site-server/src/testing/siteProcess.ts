import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'site-contract/paths';

/**
 * Waits until url answers 2xx; throws when `exited()` (the process died: its output in the message)
 * or after timeoutMs. Resolves with the time it took.
 */
export async function untilAnswers(
  url: string,
  {
    exited = () => false,
    output = () => '',
    timeoutMs = 30_000,
  }: { exited?: () => boolean; output?: () => string; timeoutMs?: number } = {},
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited()) throw new Error(`exited before ${url} answered:\n${output()}`);
    if ((await fetch(url).catch(() => undefined))?.ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

/**
 * What a site server under test is told besides its port: its origin is the address the tests use,
 * and the limits for visitors are raised (every test's requests come from one client).
 */
export const TEST_SERVER_ENV = {
  HOST: '127.0.0.1',
  API_RATE_LIMIT_MAX: '100000',
  RENDER_BUDGET_BURST: '100000',
  RENDER_BUDGET_PER_SECOND: '100000',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_MS: '0',
  // A data directory of its own (none yet: no release promoted), never the checkout's .data.
  DATA_DIR: path.join(os.tmpdir(), `expo-guide-test-data-${process.pid}`),
};

/**
 * Site servers this process started and has not seen exit. A test or bench that throws before it
 * stops its server would leave it running, holding its port, for the next run to collide with: they
 * are stopped when this process exits, however it does (short of a signal that kills it outright).
 */
const running = new Set<ChildProcess>();
let stopsOnExit = false;

function stopWhenThisProcessExits(child: ChildProcess) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (stopsOnExit) return;
  stopsOnExit = true;
  process.once('exit', () => running.forEach((server) => server.kill('SIGTERM')));
}

/** Starts the real site server (production build) as its own process and waits until it answers. */
export async function startSiteServer({
  port,
  args = [],
  env = {},
  nodeFlags = [],
  serverFile,
}: {
  port: number;
  args?: string[];
  env?: Record<string, string>;
  nodeFlags?: string[];
  /** A site server build to run as it is (a copy of another build's dist, say), rather than `npm start`'s. */
  serverFile?: string;
}) {
  // `npm start`'s script run by node itself (not through npm), so the child's pid is the server's.
  const script = serverFile ? [serverFile] : ['scripts/start.mjs', '--no-build'];
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...TEST_SERVER_ENV, PORT: String(port), SITE_ORIGIN: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopWhenThisProcessExits(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // A shell answers /healthz; a remote-only origin (--packages=a,b) is ready when its first manifest is.
  const onlyPackage = args
    .find((arg) => arg.startsWith('--packages='))
    ?.slice('--packages='.length)
    .split(',')[0];
  const probe = onlyPackage ? `/${onlyPackage}/mf-manifest.json` : '/healthz';
  await untilAnswers(`http://127.0.0.1:${port}${probe}`, {
    exited: () => child.exitCode !== null,
    output: () => output,
    timeoutMs: 30_000,
  }).catch(() => undefined);
  if (child.exitCode !== null) throw new Error(`site server exited early:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise<void>((resolve) =>
        child.exitCode !== null || child.signalCode !== null
          ? resolve()
          : (child.once('exit', () => resolve()), child.kill(signal)),
      ),
    /** What it printed so far. */
    output: () => output,
  };
}
