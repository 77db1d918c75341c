import path from 'node:path';

// This file sits one folder below shell/ (shell/server/), and so do the bundles that include it
// (shell/dist-server/server.js, renderWorker.js): __dirname leads to the same places from both.
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SHELL_DIST_SERVER = path.join(REPO_ROOT, 'shell', 'dist-server');
/** The site server, built to JavaScript (bundleServer.ts). */
export const SERVER_FILE = path.join(SHELL_DIST_SERVER, 'server.js');
/** The render process, one file (bundleServer.ts): the only file that process may read. */
export const RENDER_WORKER_FILE = path.join(SHELL_DIST_SERVER, 'renderWorker.js');
