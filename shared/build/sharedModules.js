// The modules every package shares as singletons: one React, one router, one MUI theme
// context, one zustand store instance, one query client (`shared/query`). Written once, used by every build.
// MUI and React Router are shared as the platform package's curated modules (see
// platformImports.js), versioned with the `shared` package.
const path = require('node:path');

const SHARED_DIR = path.resolve(__dirname, '..');
// Provided by path, a module's version is not looked up from its package.json: it is given here.
const SHARED_VERSION = require('../package.json').version;

/**
 * The platform package's modules and their files. The shell provides every one of them by path,
 * whether its own code uses it or not (webpack provides a bare module request only once something
 * in the build imports it): a section may need a module the shell itself never renders.
 */
const PLATFORM_MODULE_FILES = {
  shared: 'src/index.ts',
  'shared/mui': 'mui.ts',
  'shared/mui-widgets': 'mui-widgets.ts',
  'shared/mui-overlays': 'mui-overlays.ts',
  'shared/router': 'router.ts',
  'shared/query': 'query.ts',
};

const SHARED_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  zustand: 'zustand',
  ...Object.fromEntries(Object.keys(PLATFORM_MODULE_FILES).map((request) => [request, 'shared'])),
};

/** Singletons the first paint does not need: they stay out of the shell's entry and load with their first user. */
const LOADED_ON_DEMAND = new Set(['shared/mui-widgets', 'shared/mui-overlays', 'shared/query']);

/**
 * Builds the `shared` option of ModuleFederationPlugin from a package's own dependency ranges.
 * strictVersion: a remote built against another major of a singleton is refused at load time
 * (the section fallback shows) instead of running against an incompatible copy.
 * Remotes never provide the platform package's modules (`import: false`): some load lazily, and a
 * remote built with a newer `shared` would otherwise win the version negotiation for them, and
 * its build of, say, shared/mui-widgets carries its own copy of MUI's internals (a second
 * theme-defaults context). Only the shell's copies are ever used.
 * The shell bundles the singletons its first paint needs into its entry (`eager`): they download
 * with it, instead of one network round trip later, once the federation runtime has started.
 * @param {{ name: string, dependencies?: Record<string, string> }} pkg the building package's package.json
 * @param {{ isHost: boolean }} options
 */
function sharedConfig(pkg, { isHost }) {
  const deps = pkg.dependencies || {};
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, packageName]) => {
      const range = deps[packageName];
      if (!range) throw new Error(`${pkg.name} must depend on ${packageName}: it is a shared singleton`);
      const platformFile = PLATFORM_MODULE_FILES[request];
      // Remotes consume platform modules only; the shell provides each one from its file.
      const platformImport = platformFile && (isHost ? { import: path.join(SHARED_DIR, platformFile), version: SHARED_VERSION } : { import: false });
      const inShellEntry = isHost && !LOADED_ON_DEMAND.has(request);
      return [request, { singleton: true, strictVersion: true, requiredVersion: range, ...platformImport, ...(inShellEntry ? { eager: true } : {}) }];
    }),
  );
}

module.exports = { LOADED_ON_DEMAND, SHARED_SINGLETONS, sharedConfig };
