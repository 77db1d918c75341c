/**
 * The server packages' build step (`npm run build`): bundles their processes into JavaScript, so a
 * production install (no tsx, no TypeScript, `npm install --omit=dev`) runs them with plain `node`.
 * Our code, the sections' API code and `shared` are bundled; npm packages stay `require`s, and each
 * must be a production dependency, which this checks, so a dev-only import fails the build here
 * rather than a deploy. The render process is one file with everything in it, because it may read
 * nothing else (Node's permission model). What each bundle is: docs/architecture.md.
 * Usage: tsx scripts/serverBundles.ts [server|renderWorker|control|standalone]…   (all when none is named)
 */
import { renameSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { readPackageJson, workspaceFolders } from './workspaces';
import { CONTROL_FILE, RENDER_WORKER_FILE, REPO_ROOT, SERVER_FILE, STANDALONE_FILE } from 'site-contract/paths';

const SOURCES = path.join(REPO_ROOT, 'site-server', 'src');

/** What a production install has: the root's and every workspace's `dependencies`. */
function productionDependencies(): Set<string> {
  return new Set(['.', ...workspaceFolders()].flatMap((dir) => Object.keys(readPackageJson(dir).dependencies ?? {})));
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** npm packages stay external (loaded from node_modules); workspaces are our source and are bundled. */
function externalNpmPackages(): Plugin {
  const workspaceNames = new Set(workspaceFolders().map((dir) => readPackageJson(dir).name));
  const allowed = productionDependencies();
  const builtins = new Set(builtinModules);
  return {
    name: 'external-npm-packages',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
        const name = packageName(specifier);
        if (specifier.startsWith('node:') || builtins.has(name)) return { external: true };
        if (workspaceNames.has(name)) return undefined;
        if (!allowed.has(name)) {
          return {
            errors: [
              {
                text: `${name} (imported by ${path.relative(REPO_ROOT, importer)}) is not a production dependency: a production install would not have it`,
              },
            ],
          };
        }
        return { external: true };
      });
    },
  };
}

/** Emotion's class-name hash, remembered by style string, in the render process (memoizedStyleHash.ts says why). */
function rememberedStyleHashes(): Plugin {
  const memoized = path.join(SOURCES, 'render', 'worker', 'memoizedStyleHash.ts');
  return {
    name: 'remembered-style-hashes',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^@emotion\/hash$/ }, ({ importer }) =>
        importer === memoized ? undefined : { path: memoized },
      );
    },
  };
}

/**
 * React's CommonJS modules as ES modules with their exports as constants, in the render process. An
 * ES module importing a CommonJS one gets esbuild's interop object, whose every export is a getter:
 * each `React.useContext` or `jsx(…)` of a render was a getter call, a share of every render's CPU
 * that constants save (measured: docs/performance-log.md).
 * React's exports are all set when its module runs and never change, so constants are the same values.
 */
function reactAsConstants(specifiers = ['react', 'react/jsx-runtime']): Plugin {
  const NAMESPACE = 'react-as-constants';
  return {
    name: NAMESPACE,
    setup(esbuild) {
      const filter = new RegExp(`^(${specifiers.map((specifier) => specifier.replace(/[/-]/g, '\\$&')).join('|')})$`);
      // CommonJS code's own require() of React is left alone: it gets React's exports object itself.
      esbuild.onResolve({ filter }, ({ path: specifier, namespace, kind }) =>
        namespace === NAMESPACE || kind === 'require-call' ? undefined : { path: specifier, namespace: NAMESPACE },
      );
      esbuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path: specifier }) => {
        const file = require.resolve(specifier, { paths: [REPO_ROOT] });
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the names of its exports, read when bundling
        const names = Object.keys(require(file) as object).filter(
          (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
        );
        return {
          contents: `const m = require(${JSON.stringify(file)});\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
          resolveDir: REPO_ROOT,
          loader: 'js',
        };
      });
    },
  };
}

const COMMON: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  keepNames: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

export const BUNDLES = {
  // The server bundles are not minified: their stack traces in the logs stay readable.
  // A site server of a fleet (site-server's main).
  server: {
    ...COMMON,
    entryPoints: [path.join(SOURCES, 'server.ts')],
    outfile: SERVER_FILE,
    plugins: [externalNpmPackages()],
  },
  // A control-plane replica of a fleet (site-control's main).
  control: {
    ...COMMON,
    entryPoints: [path.join(REPO_ROOT, 'site-control', 'src', 'control.ts')],
    outfile: CONTROL_FILE,
    plugins: [externalNpmPackages()],
  },
  // Both in one process, on one machine: `npm start` (site-standalone's main).
  standalone: {
    ...COMMON,
    entryPoints: [path.join(REPO_ROOT, 'site-standalone', 'src', 'standalone.ts')],
    outfile: STANDALONE_FILE,
    plugins: [externalNpmPackages()],
  },
  // Minified, and without keepNames: that wraps every function made at run time in a call that
  // names it (Object.defineProperty), which was about a tenth of a page render's CPU (inline
  // handlers and style functions are made anew on every render). Its stack traces show minified names.
  renderWorker: {
    ...COMMON,
    minify: true,
    keepNames: false,
    plugins: [rememberedStyleHashes(), reactAsConstants()],
    entryPoints: [path.join(SOURCES, 'render', 'worker', 'renderWorker.ts')],
    outfile: RENDER_WORKER_FILE,
  },
} satisfies Record<string, BuildOptions>;

/**
 * Writes a bundle beside its final name and renames it into place: a server starting meanwhile
 * (tests start several) reads the old file or the new one, never half of one.
 */
export async function writeBundle(options: BuildOptions & { outfile: string }) {
  const partial = `${options.outfile}.${process.pid}.partial.js`;
  await build({ ...options, outfile: partial });
  renameSync(partial, options.outfile);
}

if (require.main === module) {
  const named = process.argv.slice(2) as (keyof typeof BUNDLES)[];
  const unknown = named.filter((name) => !(name in BUNDLES));
  if (unknown.length > 0)
    throw new Error(`unknown bundle ${unknown.join(', ')}: expected ${Object.keys(BUNDLES).join(', ')}`);
  Promise.all(
    (named.length > 0 ? named : (Object.keys(BUNDLES) as (keyof typeof BUNDLES)[])).map((name) =>
      writeBundle(BUNDLES[name]),
    ),
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
