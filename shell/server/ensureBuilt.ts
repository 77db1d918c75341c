import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './siteServer';

/** Builds (production) each package that has no dist/ yet, so `npm start` works on a fresh clone. */
export function ensureBuilt(packages: string[]) {
  for (const pkg of packages) {
    const marker = path.join(REPO_ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (existsSync(marker)) continue;
    console.log(`[start] ${pkg} has no production build yet: building it…`);
    execFileSync('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
