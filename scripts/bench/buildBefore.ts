/**
 * The build before a change, kept to measure beside the new one in one run on the same machine
 * (`npm run bench:hydration` and `npm run bench:lighthouse`): `-- --save-before` copies the current
 * builds (each package's dist, the site server's too) to .bench/before/; later runs serve that copy
 * on a port of its own and measure both builds, alternating, so the machine's drift falls on both.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startSiteServer } from 'site-server/testing';
import { REPO_ROOT, workspaceFolders } from '../workspaces';

const BEFORE_ROOT = path.join(REPO_ROOT, '.bench', 'before');

/** A build served for a bench: its label in the tables, its address and the folder its packages are in. */
export interface ServedBuild {
  label: string;
  url: string;
  root: string;
  stop: () => Promise<void>;
}

/** The folders a build is made of: each package's dist. */
const builtPackages = () =>
  workspaceFolders().filter((name) => existsSync(path.join(REPO_ROOT, name, 'dist')) && name !== 'shared');

/** Copies the current builds to BEFORE_ROOT for later runs to compare with. */
export function saveBefore() {
  rmSync(BEFORE_ROOT, { recursive: true, force: true });
  for (const name of builtPackages()) {
    mkdirSync(path.join(BEFORE_ROOT, name), { recursive: true });
    cpSync(path.join(REPO_ROOT, name, 'dist'), path.join(BEFORE_ROOT, name, 'dist'), { recursive: true });
  }
  console.log(
    `Saved the current builds to ${path.relative(REPO_ROOT, BEFORE_ROOT)}/: later runs measure them beside the new ones.`,
  );
}

/**
 * The current build on `port`, and the saved one before it on `port + 1` when there is one (then
 * first in the list). Says so when there is none, and measures the current build alone.
 */
export async function serveBuilds(port: number, saveCommand: string): Promise<ServedBuild[]> {
  const current = await startSiteServer({ port });
  const builds: ServedBuild[] = [{ label: 'this build', url: current.url, root: REPO_ROOT, stop: current.stop }];
  // What `npm start` ran in that build: both services in one process, or (a build from before the
  // control plane was a package of its own) the site server, which held both.
  const serverFile = [
    path.join(BEFORE_ROOT, 'site-standalone', 'dist', 'standalone.js'),
    path.join(BEFORE_ROOT, 'site-server', 'dist', 'server.js'),
  ].find((file) => existsSync(file));
  if (!serverFile) {
    console.log(`No saved build to compare with (${saveCommand} -- --save-before on it first): this build alone.`);
    return builds;
  }
  const before = await startSiteServer({ port: port + 1, serverFile });
  return [{ label: 'before', url: before.url, root: BEFORE_ROOT, stop: before.stop }, ...builds];
}
