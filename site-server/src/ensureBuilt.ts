import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { RENDER_WORKER_FILE, REPO_ROOT, buildMarker } from 'site-contract/paths';

/** Builds (production) each package that has no build yet, so `npm start` works on a fresh clone. */
export function ensureBuilt(packages: string[]) {
  for (const pkg of packages) {
    // The shell's pages need the site server's render process too, which is this package's build.
    const markers = pkg === 'shell' ? [buildMarker(pkg), RENDER_WORKER_FILE] : [buildMarker(pkg)];
    if (markers.every((marker) => existsSync(marker))) continue;
    const workspaces = pkg === 'shell' ? ['shell', 'site-server'] : [pkg];
    console.log(`[start] ${pkg} has no production build yet: building it…`);
    for (const workspace of workspaces)
      execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
