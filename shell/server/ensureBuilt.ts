import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './sitePaths';

/** Builds (production) each package that has no dist/ yet, so `npm start` works on a fresh clone. */
export function ensureBuilt(packages: string[]) {
  for (const pkg of packages) {
    // The shell's build is its page template and its render process's bundle.
    const markers = pkg === 'shell' ? ['dist/index.html', 'dist-server/renderWorker.js'] : ['dist/mf-manifest.json'];
    if (markers.every((marker) => existsSync(path.join(REPO_ROOT, pkg, marker)))) continue;
    console.log(`[start] ${pkg} has no production build yet: building it…`);
    execFileSync('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
