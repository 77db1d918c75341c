/** @jest-environment node */
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runChild } from 'site-server/testing';

const PREFLIGHT = path.join(__dirname, 'preflight.mjs');

// Each case runs the preflight as a process of its own (the time it takes is asserted where it matters).
jest.setTimeout(30_000);

/** A folder holding a stand-in that does nothing for each of `commands`. */
function folderWith(commands: string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
  for (const command of commands) {
    writeFileSync(path.join(dir, command), '#!/bin/sh\nexit 0\n');
    chmodSync(path.join(dir, command), 0o755);
  }
  return dir;
}

/**
 * Runs the preflight with only `commands` on the PATH and `sbin` in the folders it also looks in
 * (/usr/sbin and the like on a real machine), and no apt-get.
 */
async function preflightWith(commands: string[], sbin: string[] = []) {
  const started = Date.now();
  const run = await runChild({
    name: 'the preflight',
    command: process.execPath,
    args: [PREFLIGHT],
    env: { PATH: folderWith(commands), PREFLIGHT_SBIN: folderWith(sbin) },
    cleanEnv: true,
    withinMs: 20_000,
  });
  return { status: run.code, out: run.out, ms: Date.now() - started };
}

describe("npm test's preflight", () => {
  it('passes at once when Chromium, redis-server and haproxy are there', async () => {
    expect(await preflightWith(['chromium', 'redis-server', 'haproxy'])).toMatchObject({ status: 0, out: '' });
  });

  it("finds haproxy in /usr/sbin, where Debian puts it, though a non-root user's PATH leaves that out", async () => {
    expect(await preflightWith(['chromium', 'redis-server'], ['haproxy'])).toMatchObject({ status: 0, out: '' });
  });

  it('stops within seconds, naming what is missing and the exact command to install it, where it cannot install', async () => {
    const run = await preflightWith(['chromium', 'haproxy']);
    expect(run.status).toBe(1);
    expect(run.out).toContain('npm test needs redis-server (the fleet tests), which npm cannot install.');
    expect(run.out).toContain('sudo apt-get update && sudo apt-get install -y redis-server');
    expect(run.ms).toBeLessThan(5000);
    const none = (await preflightWith([])).out;
    expect(none).toContain(
      'npm test needs chromium (the browser tests), redis-server (the fleet tests) and haproxy (the fleet load bench and drills)',
    );
    expect(none).toContain('sudo apt-get install -y chromium redis-server haproxy');
  });
});
