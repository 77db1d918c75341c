import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_INTEGRITY_GLOBAL } from 'shared/site';
import { checkUpload, type UploadedFile } from '../releases/uploadCheck';

/** A small build of mfe-access as a publish uploads it (both manifests and entries, nothing exposed), for the delivery service's own tests. */
export function minimalAccessUpload(version: string) {
  const manifest = JSON.stringify({
    metaData: {
      name: 'mfe_access',
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    exposes: [],
    shared: [],
  });
  const file = (filePath: string, text: string) => ({ path: filePath, bytes: Buffer.from(text) });
  return [
    file('mf-manifest.json', manifest),
    file('remoteEntry.js', ''),
    file('server/mf-manifest.json', manifest),
    file('server/remoteEntry.js', ''),
  ];
}

export const ACCESS_EXPOSES = [
  './routes',
  './search',
  './VenuePage',
  './PavilionRoutes',
  './AccessibilityPage',
  './PracticalPage',
  './ContactPage',
];

/** A build of mfe-access as its dist/ would hold it, with what a test changes. */
export function accessBuild({
  exposes = ACCESS_EXPOSES,
  shared = [{ name: 'react', singleton: true, requiredVersion: '^19.2.0' }] as object[],
  entry = `var mfe_access; /* chunk loader */ globalThis.${RELEASE_INTEGRITY_GLOBAL};`,
  routesChunk = 'export {};',
  routesPlatformModules = ['shared'],
  extraFile,
}: {
  exposes?: string[];
  shared?: object[];
  entry?: string;
  routesChunk?: string | Buffer;
  /** The platform modules its routes consume, whose chunks the shell loads with its page. */
  routesPlatformModules?: string[];
  extraFile?: UploadedFile;
} = {}) {
  const manifest = (chunk: string) =>
    JSON.stringify({
      id: 'mfe_access',
      name: 'mfe_access',
      metaData: {
        name: 'mfe_access',
        buildInfo: { buildVersion: 'a1' },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        platformModules: { './routes': routesPlatformModules },
      },
      exposes: exposes.map((expose) => ({
        path: expose,
        assets: { js: { sync: expose === './routes' ? [chunk] : [], async: [] }, css: { sync: [], async: [] } },
      })),
      shared,
    });
  const file = (filePath: string, content: string | Buffer) => ({ path: filePath, bytes: Buffer.from(content) });
  const files = [
    file('mf-manifest.json', manifest('routes.js')),
    file('remoteEntry.js', entry),
    file('routes.js', routesChunk),
    file('server/mf-manifest.json', manifest('routes.js')),
    file('server/remoteEntry.js', 'module.exports = {};'),
    file('server/routes.js', 'module.exports = {};'),
  ];
  return checkUpload('mfe-access', extraFile ? [...files, extraFile] : files);
}

const KB = 1024;

/**
 * A shell build as the gates read it (shell/dist under `root`): its page template's loader and entry,
 * and platform-chunks.json with the federation runtime, two platform modules' chunks and the footer
 * form. Each file is random bytes, which gzip does not shrink: `kbOf` KB for its entry and its platform
 * core, 1 KB for the rest. Answers the build folder.
 */
export function shellBuild(root: string, kbOf = { main: 100, core: 100 }) {
  const folder = path.join(root, 'shell', 'dist');
  mkdirSync(folder, { recursive: true });
  const files = {
    'start.aa.js': 1,
    'main.bb.js': kbOf.main,
    'runtime.cc.js': 1,
    'platform-core.dd.js': kbOf.core,
    'platform-shared-mui-widgets-tabs.ee.js': 1,
    'footer-signup.ff.js': 1,
    'rtl-style-cache.gg.js': 1,
  };
  for (const [file, size] of Object.entries(files)) writeFileSync(path.join(folder, file), randomBytes(size * KB));
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><html><head><script async src=/start.aa.js data-main=/main.bb.js></script></head><body></body></html>',
  );
  writeFileSync(
    path.join(folder, 'platform-chunks.json'),
    JSON.stringify({
      runtime: ['runtime.cc.js'],
      platformModules: {
        shared: ['platform-core.dd.js'],
        'shared/mui-widgets/tabs': ['platform-shared-mui-widgets-tabs.ee.js'],
      },
      rightToLeft: ['rtl-style-cache.gg.js'],
      footerForm: ['footer-signup.ff.js'],
    }),
  );
  return folder;
}
