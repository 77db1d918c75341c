/**
 * Bundles the render process into one file (shell/dist-server/renderWorker.js), run by `npm run build -w shell`.
 * One file, because the process may read nothing else (Node's permission model): no node_modules,
 * no sources. esbuild, because it is what tsx already runs our server code with.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { RENDER_WORKER_FILE } from './renderProtocol';

build({
  entryPoints: [path.join(__dirname, 'renderWorker.ts')],
  outfile: RENDER_WORKER_FILE,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  minify: true,
  keepNames: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
