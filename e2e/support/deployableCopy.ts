import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The repository as a site server sees it, with the builds of `packages` copied (the rest linked),
 * so a test can deploy a new build of them without touching the real ones.
 */
export function deployableCopy(packages: string[]) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'expo-deploy-'));
  for (const entry of readdirSync(REPO_ROOT)) {
    if (!packages.includes(entry)) {
      symlinkSync(path.join(REPO_ROOT, entry), path.join(root, entry));
      continue;
    }
    mkdirSync(path.join(root, entry));
    for (const file of readdirSync(path.join(REPO_ROOT, entry))) {
      if (file === 'dist') cpSync(path.join(REPO_ROOT, entry, file), path.join(root, entry, file), { recursive: true });
      else symlinkSync(path.join(REPO_ROOT, entry, file), path.join(root, entry, file));
    }
  }
  const dist = (pkg: string) => path.join(root, pkg, 'dist');
  return {
    root,
    /**
     * A new build of a remote, as its deploy writes it: a new buildVersion in its browser and Node
     * manifests, and the browser manifest's pinned copy under the new version. Returns the version.
     */
    redeployRemote(pkg: string): string {
      const version = Date.now().toString(16).padStart(12, '0').slice(-12);
      for (const manifestFile of [
        path.join(dist(pkg), 'mf-manifest.json'),
        path.join(dist(pkg), 'server', 'mf-manifest.json'),
      ]) {
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
        manifest.metaData.buildInfo.buildVersion = version;
        writeFileSync(manifestFile, JSON.stringify(manifest));
      }
      cpSync(path.join(dist(pkg), 'mf-manifest.json'), path.join(dist(pkg), `mf-manifest.${version}.json`));
      return version;
    },
    /** A new build of the shell: a service worker with other bytes (its precache list changes with any shell file). */
    redeployShell() {
      const worker = path.join(dist('shell'), 'sw.js');
      writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// build ${Date.now()}\n`);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
