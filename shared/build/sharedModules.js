// The modules every package shares as singletons: one React, one router, one MUI theme
// context, one zustand store instance, one query client. Written once, used by every build.
const SHARED_SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  '@mui/material': '@mui/material',
  '@emotion/react': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  zustand: 'zustand',
  '@tanstack/react-query': '@tanstack/react-query',
  shared: 'shared',
};

/**
 * Builds the `shared` option of ModuleFederationPlugin from a package's own dependency ranges.
 * strictVersion: a remote built against another major of a singleton is refused at load time
 * (the section fallback shows) instead of running against an incompatible copy.
 * @param {{ dependencies?: Record<string, string> }} pkg the building package's package.json
 */
function sharedConfig(pkg) {
  const deps = pkg.dependencies || {};
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([request, packageName]) => {
      const range = deps[packageName];
      if (!range) throw new Error(`${pkg.name} must depend on ${packageName}: it is a shared singleton`);
      return [request, { singleton: true, strictVersion: true, requiredVersion: range }];
    }),
  );
}

module.exports = { SHARED_SINGLETONS, sharedConfig };
