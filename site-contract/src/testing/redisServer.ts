import { freePort, startChild } from './childProcess';

/**
 * A real redis-server (Debian's, installed by .ci/run) on a loopback port (a free one unless given:
 * a restart on the same port), without persistence. For tests and the load bench.
 */
export async function startRedisServer({ port = 0 } = {}) {
  port ||= await freePort();
  const child = await startChild({
    name: `redis-server on :${port}`,
    command: 'redis-server',
    args: ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    ready: { line: /Ready to accept connections/ },
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n(apt-get install redis-server, or npm run preflight)`);
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    /** Its process id. */
    pid: child.pid,
    /** SIGSTOP: Redis hangs, its connections open and unanswered, until resumed or stopped. */
    freeze: () => child.freeze(),
    resume: () => child.resume(),
    /** Kills it at once (its data goes with it); a frozen one too. */
    stop: async () => void (await child.stop('SIGKILL')),
  };
}
