/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PREFLIGHT = path.join(__dirname, 'preflight.mjs');

/** Runs the preflight with only `commands` on the PATH (each a stand-in that does nothing), and no apt-get. */
function preflightWith(commands: string[]) {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'preflight-'));
  for (const command of commands) {
    writeFileSync(path.join(bin, command), '#!/bin/sh\nexit 0\n');
    chmodSync(path.join(bin, command), 0o755);
  }
  const started = Date.now();
  const run = spawnSync(process.execPath, [PREFLIGHT], { env: { PATH: bin }, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr, ms: Date.now() - started };
}

describe("npm test's preflight", () => {
  it('passes at once when Chromium and redis-server are there', () => {
    expect(preflightWith(['chromium', 'redis-server'])).toMatchObject({ status: 0, stderr: '' });
  });

  it('stops within seconds, naming what is missing and the exact command to install it, where it cannot install', () => {
    const run = preflightWith(['chromium']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm test needs redis-server (the fleet tests), which npm cannot install.');
    expect(run.stderr).toContain('sudo apt-get update && sudo apt-get install -y redis-server');
    expect(run.ms).toBeLessThan(5000);
    expect(preflightWith([]).stderr).toContain('sudo apt-get install -y chromium redis-server');
  });
});
