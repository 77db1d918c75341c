/**
 * `npm run package:site -- <folder>`: what a production image of the site server holds, copied into
 * one folder: the package manifests and lockfile (for `npm install --omit=dev`), every package's build
 * (shell/dist, the server packages' dist, mfe-*\/dist) and the start script. No sources, no tests.
 * The Dockerfile's runtime stage is this folder plus a production install; so is the production-
 * install check (check-production-install.ts), which runs here where containers cannot.
 * Run `npm run build` first.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, workspaceFolders } from './workspaces';

/** Paths (relative to the repository) that a production image holds. */
export function siteFiles(): string[] {
  const folders = workspaceFolders();
  const builds = folders.map((dir) => path.join(dir, 'dist'));
  return [
    'package.json',
    'package-lock.json',
    '.npmrc',
    'scripts/start.mjs',
    ...folders.map((dir) => path.join(dir, 'package.json')),
    ...builds,
  ].filter((file) => existsSync(path.join(REPO_ROOT, file)));
}

/** Copies siteFiles() into target (emptied first); answers what it copied. */
export function packageSite(target: string): string[] {
  for (const required of [
    'shell/dist/index.html',
    'site-server/dist/server.js',
    'site-server/dist/renderWorker.js',
    'site-control/dist/control.js',
    'site-standalone/dist/standalone.js',
  ]) {
    if (!existsSync(path.join(REPO_ROOT, required))) throw new Error(`${required} is missing: run npm run build first`);
  }
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const files = siteFiles();
  for (const file of files) cpSync(path.join(REPO_ROOT, file), path.join(target, file), { recursive: true });
  return files;
}

if (require.main === module) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: npm run package:site -- <folder>');
    process.exit(2);
  }
  const files = packageSite(path.resolve(target));
  console.log(`packaged the site into ${target}: ${files.join(', ')}`);
}
