// The one webpack + Module Federation config factory. A package's webpack.config.js names only
// what differs: its federation name, its dev port and (for remotes) any extra exposed modules.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { LOADED_ON_DEMAND, sharedConfig } = require('./sharedModules');
const { PlatformChunksPlugin, recordPlatformModules } = require('./sectionPreload');
const { writeHostSharedModule } = require('./hostShared');
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
    Object.entries(PUBLIC_CONFIG_DEFAULTS).map(([name, fallback]) => [`process.env.${name}`, JSON.stringify(process.env[name] || fallback)]),
  );
}

/** Every remote exposes its routes and its search entries; the shell relies on both. */
const REMOTE_CONTRACT = {
  './routes': './src/routes.tsx',
  './search': './src/search.ts',
};

/**
 * @param {object} options
 * @param {string} options.dir            the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name           federation name, e.g. 'mfe_housing'
 * @param {number} options.port           dev-server port
 * @param {'host'|'remote'} [options.kind] 'remote' by default
 * @param {Record<string,string>} [options.exposes] modules exposed besides the contract
 * @param {import('webpack-dev-server').Configuration} [options.devServer] extra dev-server options
 */
function createWebpackConfig({ dir, name, port, kind = 'remote', exposes = {}, devServer = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isHost = kind === 'host';

  const configure = (_env, argv = {}) => {
    const isProduction = argv.mode === 'production';
    // `npm run bench` only: the shell and every section as one ordinary webpack app, no federation.
    const baseline = isHost && process.env.BUILD_VARIANT === 'baseline';
    const hashed = isProduction ? '[name].[contenthash:10].js' : '[name].js';
    // The shell's offer of shared modules to the federation runtime (hostShared.js).
    const hostSharedFile = isHost && !baseline ? writeHostSharedModule(pkg, dir) : undefined;
    return {
      mode: isProduction ? 'production' : 'development',
      context: dir,
      // A remote has no page of its own: its container entry (remoteEntry.js) is added by the plugin.
      entry: isHost ? { main: './src/index.ts' } : {},
      output: {
        path: baseline ? path.join(REPO_ROOT, '.bench', 'baseline', 'shell', 'dist') : path.join(dir, 'dist'),
        // Remotes resolve their chunks relative to wherever their manifest is served from,
        // so a remote can move to another URL or origin without being rebuilt.
        publicPath: isHost ? '/' : 'auto',
        filename: hashed,
        chunkFilename: hashed,
        uniqueName: name,
        clean: true,
      },
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: baseline ? { 'expo-baseline-modules$': writeBaselineModules() } : hostSharedFile ? { 'expo-host-shared$': hostSharedFile } : {},
      },
      module: {
        rules: [
          ...(hostSharedFile
            ? [
                {
                  // Its require()s resolve as the shell's own imports do, so a package with separate
                  // CommonJS and ESM builds (zustand) is offered as the very copy the shell runs.
                  test: hostSharedFile,
                  resolve: { byDependency: { commonjs: { conditionNames: ['import', 'module', '...'] } } },
                },
              ]
            : []),
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
      plugins: [
        ...(baseline
          ? [new webpack.NormalModuleReplacementPlugin(/[\\/]remoteLoader$/, (resource) => (resource.request += '.baseline'))]
          : isHost
            ? // The shell is an ordinary build: it starts the federation runtime itself, on demand
              // (shell/src/federation/federationRuntime.ts), so Home's first load does not carry it.
              [new PlatformChunksPlugin(), new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') })]
            : [
                new ModuleFederationPlugin({
                  name,
                  filename: 'remoteEntry.js',
                  exposes: { ...REMOTE_CONTRACT, ...exposes },
                  // Remotes of their own are not allowed: the shell registers every remote at run time.
                  remotes: {},
                  shared: sharedConfig(pkg),
                  // Never fetch every remote up front to negotiate versions: a dead remote must not block a page.
                  shareStrategy: 'loaded-first',
                  manifest: { fileName: 'mf-manifest.json', additionalData: recordPlatformModules(LOADED_ON_DEMAND) },
                  dts: false,
                  experiments: {
                    // One Module Federation runtime, the shell's: a remote does not ship its own copy.
                    externalRuntime: true,
                    // Browser only: lets the minifier drop the runtime's Node.js loading paths.
                    optimization: { target: 'web' },
                  },
                }),
              ]),
        new PlatformImportsPlugin(),
        new webpack.DefinePlugin(publicConfigDefines()),
        // The page is plain HTML, read as is: compiling it as a template would run a needless child compilation.
        ...(isHost ? [new HtmlWebpackPlugin({ templateContent: fs.readFileSync(path.join(dir, 'src', 'index.html'), 'utf8'), favicon: './src/favicon.svg', scriptLoading: 'defer' })] : []),
      ],
      performance: { hints: false },
      stats: isProduction ? 'errors-warnings' : 'minimal',
      devServer: {
        port,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: isHost,
        // Dev serves each remote under its package path too, like the site server does.
        devMiddleware: { publicPath: isHost ? '/' : `/${pkg.name}/` },
        static: false,
        client: { overlay: { warnings: false } },
        ...devServer,
      },
    };
  };
  // What this package exposes, for the baseline build and the contract tests.
  configure.federation = { name, dir, exposes: isHost ? {} : { ...REMOTE_CONTRACT, ...exposes } };
  return configure;
}

/**
 * The baseline's stand-in for the remote registry: every remote's exposed modules as dynamic
 * imports, generated from each remote's own webpack config (so nothing is listed twice).
 */
function writeBaselineModules() {
  const registry = require(path.join(REPO_ROOT, 'shell', 'remotes.json'));
  const lines = Object.keys(registry).flatMap((remoteName) => {
    const { federation } = require(path.join(REPO_ROOT, remoteName.replace('_', '-'), 'webpack.config.js'));
    return Object.entries(federation.exposes).map(
      ([expose, file]) => `  ${JSON.stringify(`${remoteName}/${expose}`)}: () => import(${JSON.stringify(path.join(federation.dir, file))}),`,
    );
  });
  const file = path.join(REPO_ROOT, 'node_modules', '.cache', 'expo-baseline', 'modules.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `// Generated by createWebpackConfig.js for the baseline build.\nexport default {\n${lines.join('\n')}\n};\n`);
  return file;
}

module.exports = { createWebpackConfig, REMOTE_CONTRACT };
