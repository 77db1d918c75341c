import path from 'node:path';

/*
 * Where the site's files are, for both services and the release CLI: a leaf that imports nothing of
 * ours. Every server package sits one folder below the checkout (site-server/, site-control/), and its
 * sources and bundles one below that (src/, cli/, dist/): __dirname leads to the same places from each.
 */

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const distOf = (pkg: string) => path.join(REPO_ROOT, pkg, 'dist');

/** The site server (the visitors' data plane), built to JavaScript (scripts/serverBundles.ts). */
export const SERVER_FILE = path.join(distOf('site-server'), 'server.js');
/** The render process, one file: the only file that process may read. */
export const RENDER_WORKER_FILE = path.join(distOf('site-server'), 'renderWorker.js');
/** The control plane (delivery API, platform page, judge, retention), built to JavaScript. */
export const CONTROL_FILE = path.join(distOf('site-control'), 'control.js');
/** Both services in one process, for one machine (`npm start`). */
export const STANDALONE_FILE = path.join(distOf('site-standalone'), 'standalone.js');

/** The site's root package.json: the shared singletons the shell offers are the versions installed beside it. */
export const SITE_PACKAGE_JSON = path.join(REPO_ROOT, 'package.json');

/** A package's browser build (`shell`, `mfe-shop`) under a checkout or a packaged site at `root`. */
export const buildFolder = (pkg: string, root = REPO_ROOT) => path.join(root, pkg, 'dist');

/** The file a package's production build leaves last, which readiness and `npm start` look for: the shell's page template, a remote's manifest. */
export const buildMarker = (pkg: string, root = REPO_ROOT) =>
  path.join(buildFolder(pkg, root), pkg === 'shell' ? 'index.html' : 'mf-manifest.json');

export interface DataPaths {
  root: string;
  /** The registry's revisions, one file each. */
  registry: string;
  audit: string;
  /** Keys made with `npm run release -- key`: name:scope:sha256 lines, never a key. */
  keys: string;
}

export const dataPaths = (root: string): DataPaths => ({
  root,
  registry: path.join(root, 'registry'),
  audit: path.join(root, 'audit.log'),
  keys: path.join(root, 'delivery-keys'),
});

/** The data directory by default: `.data` in the checkout (ignored by git). */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
/** The delivery API's port when PORT is left at its default (8080): the site's own setup, `npm start`. */
export const DEFAULT_DELIVERY_PORT = 8090;
