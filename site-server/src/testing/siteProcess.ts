import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'site-contract/paths';
import { startChild } from 'site-contract/testing';

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
 * Starts the real site server (production build) as its own process and waits until it answers
 * (`startChild`: a deadline on start-up, stopped when this process exits).
 */
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
  // A shell answers /healthz; a remote-only origin (--packages=a,b) is ready when its first manifest is.
  const onlyPackage = args
    .find((arg) => arg.startsWith('--packages='))
    ?.slice('--packages='.length)
    .split(',')[0];
  const probe = onlyPackage ? `/${onlyPackage}/mf-manifest.json` : '/healthz';
  const url = `http://127.0.0.1:${port}`;
  const child = await startChild({
    name: `the site server on :${port}`,
    command: process.execPath,
    args: [...nodeFlags, ...script, ...args],
    cwd: REPO_ROOT,
    env: { ...TEST_SERVER_ENV, PORT: String(port), SITE_ORIGIN: url, ...env },
    ready: { url: `${url}${probe}` },
  });
  return {
    url,
    pid: child.pid,
    /** Stops it (SIGTERM unless told; SIGKILL after a few seconds); resolves once it has exited. */
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => void (await child.stop(signal)),
    /** SIGSTOP: it hangs until stopped. */
    freeze: () => child.freeze(),
    /** What it printed so far. */
    output: () => child.output(),
  };
}
