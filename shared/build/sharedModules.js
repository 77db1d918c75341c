// @ts-check
// The modules every package shares as singletons: one React, one router, one MUI theme
// context, one zustand store instance, one query client (`shared/query`). Written once, used by every build.
// MUI and React Router are shared as the platform package's curated modules (see
// platformImports.js), versioned with the `shared` package.
const fs = require('node:fs');
const path = require('node:path');

// The platform modules' version, which the shell offers them under (hostShared.js).
const SHARED_VERSION = require('../package.json').version;

/** Folder of the interactive MUI widgets, one platform module per widget: a section loads only those it uses. */
const WIDGETS_DIR = path.resolve(__dirname, '..', 'mui-widgets');
/** 'shared/mui-widgets/tabs', … one per file of WIDGETS_DIR. */
const WIDGET_MODULES = fs
  .readdirSync(WIDGETS_DIR)
  .filter((file) => /^[a-z-]+\.ts$/.test(file))
  .sort()
  .map((file) => `shared/mui-widgets/${path.basename(file, '.ts')}`);

/**
 * Offered by the shell only for remotes deployed before shared 2.2, which shared every widget as one
 * module; current code never imports it (platformImports.js refuses it). Remove in shared 3.0.
 */
const COMPATIBILITY_MODULES = new Set(['shared/mui-widgets']);

/**
 * The platform package's modules. The shell offers every one of them to the
 * remotes, whether its own code uses it or not: a section may need a module the shell never renders.
 */
const PLATFORM_MODULES = new Set([
  'shared',
  'shared/mui',
  ...WIDGET_MODULES,
  ...COMPATIBILITY_MODULES,
  'shared/mui-overlays',
  'shared/router',
  'shared/query',
]);

const SHARED_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  zustand: 'zustand',
  ...Object.fromEntries([...PLATFORM_MODULES].map((request) => [request, 'shared'])),
};

/**
 * The platform modules every section consumes, offered as one chunk (`platform-core`) that the shell's
 * federation runtime loads as it starts. The shell renders with parts of them from its first load;
 * offered whole, every export (a section may use any) would be on Home's first load too.
 */
const PLATFORM_CORE = new Set(['shared', 'shared/mui', 'shared/router']);

/** Singletons the first paint does not need: they stay out of the shell's entry and load with their first user. */
const LOADED_ON_DEMAND = new Set([
  ...PLATFORM_CORE,
  ...WIDGET_MODULES,
  ...COMPATIBILITY_MODULES,
  'shared/mui-overlays',
  'shared/query',
]);

/**
 * Builds a remote's `shared` option of ModuleFederationPlugin from its own dependency ranges (the
 * shell offers the same singletons under the same rules: shell/src/federation/runtime/hostShared.ts).
 * strictVersion: a remote built against another major of a singleton is refused at load time
 * (the section fallback shows) instead of running against an incompatible copy.
 * Remotes never provide the platform package's modules (`import: false`): some load lazily, and a
 * remote built with a newer `shared` would otherwise win the version negotiation for them, and
 * its build of, say, shared/mui-widgets/tabs carries its own copy of MUI's internals (a second
 * theme-defaults context). Only the shell's copies are ever used.
 * A server build provides none of them (`hostProvidesAll`): the rendering process always offers
 * every singleton, and a copy of React or emotion of the remote's own would be a second one.
 * @param {{ name: string, dependencies?: Record<string, string> }} pkg the building package's package.json
 * @param {{ hostProvidesAll?: boolean }} [options]
 * @returns {Record<string, { singleton: true, strictVersion: true, requiredVersion: string, import?: false }>}
 */
function sharedConfig(pkg, { hostProvidesAll = false } = {}) {
  const deps = pkg.dependencies || {};
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, packageName]) => {
      const range = deps[packageName];
      if (!range) throw new Error(`${pkg.name} must depend on ${packageName}: it is a shared singleton`);
      return [
        request,
        {
          singleton: /** @type {const} */ (true),
          strictVersion: /** @type {const} */ (true),
          requiredVersion: range,
          ...(hostProvidesAll || PLATFORM_MODULES.has(request) ? { import: /** @type {const} */ (false) } : {}),
        },
      ];
    }),
  );
}

module.exports = {
  LOADED_ON_DEMAND,
  PLATFORM_CORE,
  PLATFORM_MODULES,
  SHARED_SINGLETONS,
  SHARED_VERSION,
  WIDGETS_DIR,
  sharedConfig,
};
