// The modules every package shares as singletons: one React, one router, one MUI theme
// context, one zustand store instance, one query client. Written once, used by every build.
// MUI and React Router are shared as the platform package's curated modules (see
// platformImports.js), versioned with the `shared` package.
const SHARED_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  zustand: 'zustand',
  '@tanstack/react-query': '@tanstack/react-query',
  shared: 'shared',
  'shared/mui': 'shared',
  'shared/mui-widgets': 'shared',
  'shared/router': 'shared',
};

/** Singletons the first paint does not need: they stay out of the shell's entry and load with their first user. */
const LOADED_ON_DEMAND = new Set(['shared/mui-widgets']);

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
      const fromShellOnly = !isHost && packageName === 'shared';
      const inShellEntry = isHost && !LOADED_ON_DEMAND.has(request);
      return [
        request,
        { singleton: true, strictVersion: true, requiredVersion: range, ...(fromShellOnly ? { import: false } : {}), ...(inShellEntry ? { eager: true } : {}) },
      ];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, sharedConfig };
