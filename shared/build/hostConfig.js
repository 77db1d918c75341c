// @ts-check
// The shell's build: an ordinary webpack app (no ModuleFederationPlugin). It starts the federation
// runtime itself, on demand (shell/src/federation/federationRuntime.ts), so Home's first load does
// not carry it, and offers the remotes its own singletons (shell/src/federation/hostShared.ts).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { baseConfig, isProductionBuild } = require('./baseConfig');
const { PlatformChunksPlugin } = require('./sectionPreload');

/**
 * @param {object} options
 * @param {string} options.dir the shell's folder
 * @param {number} options.devPort
 * @param {import('webpack-dev-server').Configuration} [options.devServer] extra dev-server options
 */
function createHostConfig({ dir, devPort, devServer = {} }) {
  /** @param {unknown} _env @param {import('./baseConfig').WebpackArgv} [argv] */
  return (_env, argv) => {
    const config = baseConfig({
      dir,
      uniqueName: 'shell',
      isProduction: isProductionBuild(argv),
      publicPath: '/',
      plugins: [
        new PlatformChunksPlugin(),
        new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
        // The page is plain HTML, read as is: compiling it as a template would run a needless child compilation.
        new HtmlWebpackPlugin({ templateContent: fs.readFileSync(path.join(dir, 'src', 'index.html'), 'utf8'), favicon: './src/favicon.svg', scriptLoading: 'defer' }),
      ],
      devServer: { port: devPort, historyApiFallback: true, devMiddleware: { publicPath: '/' }, ...devServer },
    });
    return { ...config, entry: { main: './src/index.ts' } };
  };
}

module.exports = { createHostConfig };
