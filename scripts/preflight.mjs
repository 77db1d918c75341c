/**
 * `npm test`'s first step: what npm cannot install, the tests need from the machine. Debian's
 * `chromium` (the browser tests), `redis-server` (the fleet tests) and `haproxy` (the balancer of the
 * fleet load bench and drills, and scripts/bench/haproxy.test.ts). As root with apt-get, they are
 * installed with a one-line notice (as `.ci/run` did); otherwise this stops within seconds, naming the
 * exact command to run. Plain JavaScript, so it runs before anything is built.
 */
import { execFileSync, spawnSync } from 'node:child_process';

/** What the tests run, and the Debian package each comes in. */
const NEEDED = [
  { command: 'chromium', pkg: 'chromium', why: 'the browser tests' },
  { command: 'redis-server', pkg: 'redis-server', why: 'the fleet tests' },
  { command: 'haproxy', pkg: 'haproxy', why: 'the fleet load bench and drills' },
];

/**
 * Debian puts daemons such as haproxy in /usr/sbin, which root's PATH has and other users' leaves out;
 * so these folders are looked in too, as scripts/bench/haproxy.ts does (PREFLIGHT_SBIN: the tests' own).
 */
const SBIN = process.env.PREFLIGHT_SBIN ?? '/usr/local/sbin:/usr/sbin:/sbin';
const searchPath = [process.env.PATH, SBIN].filter(Boolean).join(':');

const onPath = (command) =>
  spawnSync('/bin/sh', ['-c', `command -v ${command}`], { stdio: 'ignore', env: { ...process.env, PATH: searchPath } })
    .status === 0;

const missing = NEEDED.filter(({ command }) => !onPath(command));
if (missing.length === 0) process.exit(0);

const packages = missing.map(({ pkg }) => pkg);
/** `a`, `a and b`, `a, b and c`. */
const listed = (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);
const installCommand = (sudo) => `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
const canInstall = process.getuid?.() === 0 && onPath('apt-get');
if (!canInstall) {
  console.error(
    `npm test needs ${listed(missing.map(({ command, why }) => `${command} (${why})`))}, which npm cannot install.\n` +
      `Install ${packages.length === 1 ? 'it' : 'them'} with:\n\n  ${installCommand('sudo ')}\n\nthen run npm test again.`,
  );
  process.exit(1);
}

console.log(`[preflight] installing from Debian, which npm cannot: ${packages.join(', ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env });
for (const { command } of missing) {
  if (!onPath(command)) {
    console.error(
      `[preflight] ${command} is still not on the PATH after installing it: run ${installCommand('')} by hand and look at its output.`,
    );
    process.exit(1);
  }
}
