// @ts-check
// A section's remote builds: its container (remoteEntry.js + mf-manifest.json) exposing exactly the
// modules in its src/exposes/ folder, sharing every singleton under the platform's rules, once for
// browsers (dist/) and once for the site server's rendering process (dist/server/), from one config.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { requireTypeScript } = require('./requireTypeScript');
const { baseConfig, isProductionBuild } = require('./baseConfig');
const { LOADED_ON_DEMAND, sharedConfig } = require('./sharedModules');
const { recordPlatformModules } = require('./sectionPreload');
const { recordBuildVersion, VersionedManifestPlugin } = require('./buildVersion');
const { ReleaseIntegrityPlugin } = require('./releaseIntegrity');

/** @typedef {import('./baseConfig').BuildTarget} BuildTarget */
/** @typedef {ConstructorParameters<typeof ModuleFederationPlugin>[0]} FederationOptions */

/** Every remote builds for both: the browser build first (the one `webpack serve` serves). */
const BUILD_TARGETS = /** @type {const} */ (['web', 'node']);

/**
 * What each target adds to the federation options.
 * @type {Record<BuildTarget, Partial<FederationOptions>>}
 */
const FEDERATION_BY_TARGET = {
  web: {
    experiments: {
      // One Module Federation runtime, the shell's: a remote does not ship its own copy.
      externalRuntime: true,
      // Browser only: lets the minifier drop the runtime's Node.js loading paths.
      optimization: { target: 'web' },
    },
  },
  // Loaded by the rendering process's runtime, which fetches remoteEntry.js and runs it as a
  // CommonJS module; the Node runtime plugin loads its chunks (over HTTP, relative to the entry).
  // Its own runtime core (no externalRuntime: with it, every forced reload kept the old instance alive).
  node: {
    library: { type: 'commonjs-module' },
    remoteType: 'script',
    runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
    experiments: { optimization: { target: 'node' } },
  },
};

/** @type {typeof import('../src/sections')} */
const { sectionNamed } = requireTypeScript('../src/sections.ts', __filename);

/** What the shell imports from a remote: one file per exposed module, named as it is exposed. */
const EXPOSES_DIR = path.join('src', 'exposes');

/**
 * './routes' → './src/exposes/routes.tsx', one per file of the package's src/exposes/.
 * @param {string} dir the package folder
 * @returns {Record<string, string>}
 */
function exposesOf(dir) {
  const folder = path.join(dir, EXPOSES_DIR);
  if (!fs.existsSync(folder))
    throw new Error(`${dir} has no ${EXPOSES_DIR}/: a remote exposes the modules in that folder`);
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .sort()
      .map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./${path.join(EXPOSES_DIR, file)}`]),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir the remote's package folder
 * @param {string} [options.name] its federation name; by default its section's, from the sections table
 * @param {number} [options.devPort] by default its section's
 */
function createRemoteConfig({ dir, name, devPort }) {
  const pkg = require(path.join(dir, 'package.json'));
  const section = sectionNamed(pkg.name);
  const federationName = name ?? section?.remote;
  const port = devPort ?? section?.devPort;
  if (!federationName || !port)
    throw new Error(`${pkg.name} is not in shared/src/sections.ts: add its section there (or pass a name and devPort)`);
  const exposes = exposesOf(dir);

  /**
   * @param {BuildTarget} target
   * @param {boolean} isProduction
   */
  const build = (target, isProduction) => ({
    ...baseConfig({
      dir,
      uniqueName: federationName,
      isProduction,
      target,
      // A remote resolves its chunks relative to wherever its manifest is served from, so it can
      // move to another URL or origin without being rebuilt.
      publicPath: 'auto',
      plugins: [
        new ModuleFederationPlugin({
          name: federationName,
          filename: 'remoteEntry.js',
          exposes,
          // Remotes of their own are not allowed: the shell registers every remote at run time.
          remotes: {},
          // The rendering process always provides every singleton (`import: false` on each).
          shared: sharedConfig(pkg, { hostProvidesAll: target === 'node' }),
          // Never fetch every remote up front to negotiate versions: a dead remote must not block a page.
          shareStrategy: 'loaded-first',
          manifest: {
            fileName: 'mf-manifest.json',
            additionalData: (data) =>
              recordPlatformModules(LOADED_ON_DEMAND)({ ...data, stats: recordBuildVersion(dir)(data) }),
          },
          dts: false,
          ...FEDERATION_BY_TARGET[target],
        }),
        // A server-rendered page names the browser build it was rendered with: mf-manifest.<buildVersion>.json.
        // Its chunks load with the integrity the shell knows for them (a published release's).
        ...(target === 'web' ? [new VersionedManifestPlugin(), new ReleaseIntegrityPlugin()] : []),
      ],
      // Dev serves each remote under its package path too, like the site server does.
      devServer: { port, historyApiFallback: false, devMiddleware: { publicPath: `/${pkg.name}/` } },
    }),
    // A remote has no page of its own: its container entry is added by the plugin.
    entry: {},
  });

  /** @param {unknown} _env @param {import('./baseConfig').WebpackArgv} [argv] */
  const configure = (_env, argv) => BUILD_TARGETS.map((target) => build(target, isProductionBuild(argv)));
  // What the package exposes, for the benchmark's single-bundle baseline and the contract tests.
  configure.federation = { name: federationName, dir, exposes };
  return configure;
}

module.exports = { createRemoteConfig, exposesOf };
