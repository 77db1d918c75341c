// @ts-check
// What every build shares, host or remote: TypeScript through ts-loader, content-hashed files in
// production, the public build-time configuration and the check that keeps platform imports shared.
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
  return Object.fromEntries(Object.entries(PUBLIC_CONFIG_DEFAULTS).map(([name, fallback]) => [`process.env.${name}`, JSON.stringify(process.env[name] || fallback)]));
}

/** @typedef {{ mode?: string }} WebpackArgv what webpack-cli passes a config function */
/** @typedef {'web'} BuildTarget where the bundle runs; server rendering will add 'node' */

/**
 * @param {object} options
 * @param {string} options.dir       the package folder
 * @param {string} options.uniqueName
 * @param {boolean} options.isProduction
 * @param {string} options.publicPath
 * @param {webpack.WebpackPluginInstance[]} options.plugins what the host or remote adds
 * @param {import('webpack-dev-server').Configuration} options.devServer
 * @returns {webpack.Configuration & { devServer: import('webpack-dev-server').Configuration }}
 */
function baseConfig({ dir, uniqueName, isProduction, publicPath, plugins, devServer }) {
  const hashed = isProduction ? '[name].[contenthash:10].js' : '[name].js';
  return {
    mode: isProduction ? 'production' : 'development',
    context: dir,
    output: { path: path.join(dir, 'dist'), publicPath, filename: hashed, chunkFilename: hashed, uniqueName, clean: true },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
      ],
    },
    plugins: [...plugins, new PlatformImportsPlugin(), new webpack.DefinePlugin(publicConfigDefines())],
    performance: { hints: false },
    stats: isProduction ? 'errors-warnings' : 'minimal',
    devServer: { hot: false, liveReload: true, headers: { 'Access-Control-Allow-Origin': '*' }, static: false, client: { overlay: { warnings: false } }, ...devServer },
  };
}

/** @param {WebpackArgv} [argv] */
const isProductionBuild = (argv = {}) => argv.mode === 'production';

module.exports = { REPO_ROOT, baseConfig, isProductionBuild };
