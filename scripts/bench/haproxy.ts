/**
 * The load bench's balancer: HAProxy (Debian's `haproxy`, which `npm run preflight` installs) running
 * deploy/haproxy/haproxy.cfg, the configuration operators start from, so the drills measure what the
 * platform runs: its health checks on /readyz, its retries, its fail-open rule, its timeouts. The
 * example is read and changed only where a bench must (`benchConfig`), and the change fails loudly
 * when the example no longer has the shape it expects:
 * - `global`: no daemon, chroot, user or syslog (HAProxy runs in the foreground as whoever runs the
 *   bench), and a stats socket in a folder of its own, which `serverStates` reads;
 * - the frontend's `bind`: a free loopback port;
 * - each backend's `server` lines: the instances given;
 * - the check interval (`inter` and `fastinter`): `checkEvery`, 250 ms by default, so a 12 s drill
 *   sees an instance leave and come back (the example's 2 s suits a fleet, not a drill);
 * - bench only: every bench client is 127.0.0.1, so the frontend sets X-Forwarded-For to the
 *   address a request's `x-bench-client` header names; the example's `option forwardfor` then
 *   appends 127.0.0.1, and the instances (TRUST_PROXY=loopback) see many clients.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChild } from 'site-server/testing';

export const EXAMPLE_CONFIG = path.resolve(__dirname, '..', '..', 'deploy', 'haproxy', 'haproxy.cfg');
/** The backend whose servers are health-checked (the example's `site`; `site_all` is its fail-open twin). */
const CHECKED_BACKEND = 'site';
/** Debian puts haproxy in /usr/sbin, which a non-root user's PATH leaves out. */
const SBIN = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

export interface BenchConfigOptions {
  /** host:port of each instance, in order (server names site1, site2, …). */
  servers: string[];
  port: number;
  statsSocket: string;
  checkEvery: string;
}

/** The example configuration with the bench's changes (see the top of this file). */
export function benchConfig(example: string, { servers, port, statsSocket, checkEvery }: BenchConfigOptions): string {
  const out: string[] = [];
  const done = { global: false, bind: 0, backends: new Map<string, boolean>(), intervals: 0 };
  let section = '';
  for (const line of example.split('\n')) {
    const header = /^([a-z-]+)(?:\s+(\S+))?/.exec(line);
    if (header) {
      section = header[2] ? `${header[1]} ${header[2]}` : header[1];
      out.push(line);
      if (section === 'global') {
        out.push(`    stats socket ${statsSocket} mode 600 level admin`);
        done.global = true;
      }
      if (header[1] === 'backend') done.backends.set(header[2], false);
      continue;
    }
    if (section === 'global') continue; // the example's process settings: replaced by the socket above
    if (section.startsWith('frontend ') && /^\s+bind\s/.test(line)) {
      done.bind++;
      out.push(
        `    bind 127.0.0.1:${port}`,
        '    # bench only: X-Forwarded-For from x-bench-client (every bench client is 127.0.0.1)',
        '    http-request set-header X-Forwarded-For %[req.hdr(x-bench-client)] if { req.hdr(x-bench-client) -m found }',
        '    http-request del-header x-bench-client',
      );
      continue;
    }
    if (section.startsWith('backend ') && /^\s+server\s/.test(line)) {
      const backend = section.slice('backend '.length);
      if (!done.backends.get(backend)) out.push(...servers.map((server, i) => `    server site${i + 1} ${server}`));
      done.backends.set(backend, true);
      continue;
    }
    if (/^\s+default-server\s.*\binter\s/.test(line)) {
      done.intervals++;
      out.push(line.replace(/\b(inter|fastinter) \S+/g, `$1 ${checkEvery}`));
      continue;
    }
    out.push(line);
  }
  const missing = [
    !done.global && 'a global section',
    done.bind !== 1 && 'exactly one frontend bind line',
    !done.backends.get(CHECKED_BACKEND) && `a backend ${CHECKED_BACKEND} with server lines`,
    [...done.backends.values()].some((replaced) => !replaced) && 'server lines in every backend',
    done.intervals === 0 && 'a default-server line with an inter interval',
  ].filter(Boolean);
  if (missing.length > 0)
    throw new Error(`${EXAMPLE_CONFIG} no longer has ${missing.join(', ')}: update scripts/bench/haproxy.ts with it`);
  return out.join('\n');
}

/** Whether something accepts connections on the loopback port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A command to HAProxy's stats socket, and its whole answer (within 5 s, or an error naming the socket). */
function askSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(socketPath, () => socket.end(`${command}\n`));
    socket.setTimeout(5_000, () =>
      socket.destroy(new Error(`HAProxy's stats socket ${socketPath} did not answer ${command} within 5 s`)),
    );
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.once('end', () => resolve(answer));
    socket.once('error', reject);
  });
}

export interface ServerState {
  backend: string;
  /** The instance's URL. */
  instance: string;
  /** HAProxy's word for it: UP, DOWN, `UP 1/2` (going down), `DOWN 1/2` (coming up), `no check`. */
  status: string;
}

/**
 * HAProxy running the example configuration in front of `instances` (http://host:port each), on a
 * free loopback port; resolves once it accepts connections. `close` stops it.
 */
export async function startLoadBalancer(instances: string[], { checkEvery = '250ms' } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-haproxy-'));
  const port = await freePort();
  const statsSocket = path.join(dir, 'admin.sock');
  const configFile = path.join(dir, 'haproxy.cfg');
  const servers = instances.map((instance) => new URL(instance).host);
  writeFileSync(
    configFile,
    benchConfig(readFileSync(EXAMPLE_CONFIG, 'utf8'), { servers, port, statsSocket, checkEvery }),
  );

  // -db: in the foreground, not as a daemon, so it stops with the bench.
  const child = await startChild({
    name: `haproxy on :${port}`,
    command: 'haproxy',
    args: ['-db', '-f', configFile],
    env: { PATH: [process.env.PATH, ...SBIN].filter(Boolean).join(':') },
    ready: {
      what: 'listening, its stats socket answering',
      check: async () => (await accepts(port)) && (await askSocket(statsSocket, 'show stat').then(() => true)),
    },
    readyWithinMs: 10_000,
  }).catch((error: Error) => {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${error.message}\n(apt-get install haproxy, or npm run preflight)`);
  });

  const serverStates = async (): Promise<ServerState[]> =>
    (await askSocket(statsSocket, 'show stat'))
      .split('\n')
      .map((line) => line.split(','))
      // pxname, svname, … status is the 18th field; a backend's own line and the frontend's are skipped.
      .filter((fields) => fields.length > 17 && /^site\d+$/.test(fields[1]))
      .map((fields) => ({
        backend: fields[0],
        instance: instances[Number(fields[1].slice('site'.length)) - 1],
        status: fields[17],
      }));

  const stop = async () => {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  };

  return {
    url: `http://127.0.0.1:${port}`,
    /** Each instance's state in each backend, from HAProxy's stats socket. */
    serverStates,
    /** The instances HAProxy's health checks let requests go to (in the checked backend, UP or going down). */
    readyInstances: async () =>
      (await serverStates())
        .filter(({ backend, status }) => backend === CHECKED_BACKEND && status.startsWith('UP'))
        .map(({ instance }) => instance),
    /** Waits until every instance is fully UP in the checked backend (after a restart); resolves with the time it took. */
    untilAllReady: async (timeoutMs = 10_000) => {
      const since = Date.now();
      while ((await serverStates()).some(({ backend, status }) => backend === CHECKED_BACKEND && status !== 'UP')) {
        if (Date.now() - since > timeoutMs)
          throw new Error(
            `HAProxy did not see every instance ready within ${timeoutMs} ms: ${JSON.stringify(await serverStates())}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Date.now() - since;
    },
    close: stop,
  };
}
