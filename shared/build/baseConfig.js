// @ts-check
// What every build shares, host or remote, browser or server: TypeScript through ts-loader,
// content-hashed files in production, the public build-time configuration and the check that keeps
// platform imports shared.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { PlatformImportsPlugin } = require('./platformImports');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * Public, non-secret build-time configuration: only these PUBLIC_* names ever reach a bundle.
 * Server-side keys (CJ_*, GELATO_*) are never read here.
 */
const PUBLIC_CONFIG_DEFAULTS = {
  PUBLIC_MAP_TOKEN: 'pk.placeholder-map-token',
  PUBLIC_CJ_PARTNER_ID: 'expo-guide',
  PUBLIC_PROMO_CODE: 'EXPO2030',
};

function publicConfigDefines() {
  return Object.fromEntries(
    Object.entries(PUBLIC_CONFIG_DEFAULTS).map(([name, fallback]) => [
      `process.env.${name}`,
      JSON.stringify(process.env[name] || fallback),
    ]),
  );
}

/** @typedef {{ mode?: string }} WebpackArgv what webpack-cli passes a config function */
/** @typedef {'web' | 'node'} BuildTarget where the bundle runs: browsers, or the site server's rendering process */

/**
 * What a target changes; everything else is the same config.
 * @type {Record<BuildTarget, { output: string, target?: string, clean: NonNullable<webpack.Configuration['output']>['clean'], minimize?: boolean }>}
 */
const TARGETS = {
  // webpack's default target (browserslist or web) and minimizer. Cleaning keeps the Node build's
  // folder, so either build may run first.
  web: { output: 'dist', clean: { keep: /^server[\\/]/ } },
  // Chunks load asynchronously (fetched over HTTP or read from disk by the federation runtime's
  // Node plugin). Not minified: readable stack traces from the server, and a faster build.
  node: { output: path.join('dist', 'server'), target: 'async-node', clean: true, minimize: false },
};

/**
 * @param {object} options
 * @param {string} options.dir       the package folder
 * @param {string} options.uniqueName
 * @param {boolean} options.isProduction
 * @param {string} options.publicPath
 * @param {webpack.WebpackPluginInstance[]} options.plugins what the host or remote adds
 * @param {import('webpack-dev-server').Configuration} options.devServer used by the 'web' build only: in
 *   `webpack serve` it serves every build of the package (a Node build's files under server/)
 * @param {BuildTarget} [options.target]
 * @returns {webpack.Configuration & { devServer?: import('webpack-dev-server').Configuration }}
 */
function baseConfig({ dir, uniqueName, isProduction, publicPath, plugins, devServer, target = 'web' }) {
  const hashed = isProduction ? '[name].[contenthash:10].js' : '[name].js';
  const { output, target: webpackTarget, clean, minimize } = TARGETS[target];
  return {
    mode: isProduction ? 'production' : 'development',
    context: dir,
    target: webpackTarget,
    output: { path: path.join(dir, output), publicPath, filename: hashed, chunkFilename: hashed, uniqueName, clean },
    optimization: { minimize },
    // SOURCE_MAPS=hidden writes source maps beside a production build, unreferenced by its files, for
    // `npm run size:packages` to say what the bytes are made of; the service worker never precaches them.
    devtool: isProduction
      ? process.env.SOURCE_MAPS === 'hidden'
        ? 'hidden-source-map'
        : false
      : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: isProduction ? reactRouterProductionBuild() : {} },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          options: {
            // Type checking runs once for the whole repo (`npm run typecheck`), not per build.
            transpileOnly: true,
            configFile: path.join(REPO_ROOT, 'tsconfig.base.json'),
            compilerOptions: { noEmit: false, module: 'esnext', sourceMap: !isProduction },
          },
        },
        // The site's contract ('shared/site') is plain data and pure functions, which a module takes
        // one or two of: marked free of side effects, a module that imports it gets only what it uses.
        { test: SITE_CONTRACT_MODULES, sideEffects: false },
        // The platform's barrels ('shared', 'shared/mui', 'shared/router') only re-export: marked free of
        // side effects, a module importing one name from them gets that module alone, and the barrel
        // itself (every export, which a section may consume) goes only where it is loaded whole.
        { test: PLATFORM_BARRELS, sideEffects: false },
      ],
    },
    plugins: [
      ...plugins,
      new PlatformImportsPlugin(),
      new webpack.DefinePlugin(publicConfigDefines()),
      withoutCssVariablesTheme(),
      ...(isProduction && target === 'web' ? precompressedScripts() : []),
    ],
    performance: { hints: false },
    stats: isProduction ? 'errors-warnings' : 'minimal',
    ...(target === 'web'
      ? {
          devServer: {
            hot: false,
            liveReload: true,
            headers: { 'Access-Control-Allow-Origin': '*' },
            static: false,
            client: { overlay: { warnings: false } },
            ...devServer,
          },
        }
      : {}),
  };
}

/** shared/site.ts and the modules it re-exports. */
const SITE_CONTRACT_MODULES = (() => {
  const shared = path.resolve(__dirname, '..');
  const entry = path.join(shared, 'site.ts');
  const reexported = [...fs.readFileSync(entry, 'utf8').matchAll(/from '\.\/(src\/[^']+)'/g)].map(([, file]) =>
    path.join(shared, `${file}.ts`),
  );
  return [entry, ...reexported];
})();

/** The platform modules that only re-export others (their exports are what the shell offers the sections). */
const PLATFORM_BARRELS = ['src/index.ts', 'src/i18n/index.ts', 'src/ui/icons/index.ts', 'mui.ts', 'router.ts'].map(
  (file) => path.resolve(__dirname, '..', file),
);

/**
 * React Router's package exports always name its development build, whose warnings (and the checks
 * that build them) stay in a minified bundle: react-router issue #14102. A production build takes
 * the production build the package ships beside it, the same code with the warnings compiled out.
 */
function reactRouterProductionBuild() {
  const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/**
 * MUI's createTheme imports its CSS-variables theme builder (and its color-scheme machinery) for
 * options the site never passes; left in, it would be on every first load. The build
 * puts a module that throws in its place, so a theme that did ask for CSS variables fails loudly.
 */
const withoutCssVariablesTheme = () =>
  new webpack.NormalModuleReplacementPlugin(
    /@mui[\\/]material[\\/]styles[\\/]createThemeWithVars\.mjs$/,
    path.join(__dirname, 'stubs', 'muiThemeWithCssVariables.mjs'),
  );

/** @typedef {import('node:zlib').BrotliOptions} BrotliOptions */
/** @typedef {import('compression-webpack-plugin').BasePluginOptions<BrotliOptions> & import('compression-webpack-plugin').DefinedDefaultAlgorithmAndOptions<BrotliOptions>} BrotliPluginOptions */

/**
 * Each production script also as `.br` (brotli, best quality) and `.gz` (gzip -9) beside it, which the
 * site server sends as they are (@fastify/static's preCompressed) instead of compressing the file
 * for every request at a faster, weaker setting, which under load was most of the server's CPU
 * (docs/performance-log.md). compression-webpack-plugin (webpack-contrib) writes them.
 * Not sw.js: its name is fixed and it is rewritten in place after the build (the browser tests' shell
 * redeploy), so a copy beside it could go stale; it is compressed as it is sent.
 */
function precompressedScripts() {
  const CompressionPlugin = require('compression-webpack-plugin');
  const zlib = require('node:zlib');
  const copied = { test: /\.js$/, exclude: /^sw\.js$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin(
      /** @type {BrotliPluginOptions} */ ({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        ...copied,
      }),
    ),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      ...copied,
    }),
  ];
}

/** @param {WebpackArgv} [argv] */
const isProductionBuild = (argv = {}) => argv.mode === 'production';

module.exports = { REPO_ROOT, baseConfig, isProductionBuild };
