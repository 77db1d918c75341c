import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';

/** A throwaway repo layout with tiny "builds" (the shell and mfe-access), so the server is tested on real files. Test-only. */
export function fakeRepo() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'expo-site-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>Expo Guide</title><div id="root"></div>',
  );
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0123456789.js'), 'console.log("shell")'.repeat(200));
  // A file whose name is a page's path: the page is still the page (a page path is never looked up on disk).
  writeFileSync(path.join(root, 'shell', 'dist', 'about'), 'not the about page');
  mkdirSync(path.join(root, 'mfe-access', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-access', 'dist', 'mf-manifest.json'), '{"id":"mfe_access"}');
  writeFileSync(path.join(root, 'mfe-access', 'dist', 'remoteEntry.js'), 'var mfe_access;');
  // A script with the build's compressed copies beside it (shared/build/baseConfig.js: precompressedScripts).
  const chunk = 'var mfe_access_chunk = 1;\n'.repeat(100);
  writeFileSync(path.join(root, 'mfe-access', 'dist', '200.abcdef0123.js'), chunk);
  writeFileSync(path.join(root, 'mfe-access', 'dist', '200.abcdef0123.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(root, 'mfe-access', 'dist', '200.abcdef0123.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(root, 'mfe-access', 'dist', '100.abcdef0123.js'), 'x');
  return root;
}
