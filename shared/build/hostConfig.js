// @ts-check
// The shell's build: an ordinary webpack app (no ModuleFederationPlugin). It starts the federation
// runtime itself, on demand (shell/src/federation/runtime/federationRuntime.ts), so Home's first load does
// not carry it, and offers the remotes its own singletons (shell/src/federation/runtime/hostShared.ts).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { baseConfig, isProductionBuild } = require('./baseConfig');
const { PlatformChunksPlugin } = require('./sectionPreload');
const { SharedVersionsPlugin } = require('./sharedVersions');
const { AppManifestPlugin } = require('./appManifest');
const { requireTypeScript } = require('./requireTypeScript');

const { LOCALES, LOCALE_INFO } = requireTypeScript('../src/i18n/locales.ts', __filename);

const LOADER_ENTRY = 'start';

/** Emits files as they are (self-hosted fonts from their npm package), in the build and the dev server alike. */
/** @typedef {{ from: string, to: string, transform?: (contents: Buffer) => Promise<Buffer> }} CopiedFile a file the build copies, as it is or transformed */

class CopyFilesPlugin {
  /** @param {CopiedFile[]} files */
  constructor(files) {
    this.files = files;
  }

  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CopyFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const { from, to, transform } of this.files) {
            compilation.fileDependencies.add(from);
            const contents = fs.readFileSync(from);
            compilation.emitAsset(to, new webpack.sources.RawSource(transform ? await transform(contents) : contents));
          }
        },
      );
    });
  }
}

/**
 * The shell's HTML with its loader script, which names the app's entry files in `data-main`.
 * @param {string} html
 * @returns {(parameters: { [option: string]: any }) => string} html-webpack-plugin's parameters hold the compilation
 */
function pageTemplate(html) {
  return (parameters) => {
    /** @type {webpack.Compilation} */
    const compilation = parameters.compilation;
    const publicPath = String(compilation.outputOptions.publicPath ?? '/');
    /** @param {string} name */
    const scripts = (name) =>
      [...(compilation.entrypoints.get(name)?.getFiles() ?? [])]
        .filter((file) => file.endsWith('.js'))
        .map((file) => publicPath + file);
    return html.replace(
      '</head>',
      () =>
        // async, not defer: it holds taps from the page's first frame, not from the end of its parsing.
        `<script async src="${scripts(LOADER_ENTRY).join('')}" data-main="${scripts('main').join(' ')}"></script></head>`,
    );
  };
}

/**
 * Workbox's InjectManifest: compiles the worker (with this build's loaders) and writes into it the
 * list of the shell's files to precache, each with its revision. Not the Node build's files, licences
 * or the build's notes for the server.
 * @param {string} swSrc
 */
function serviceWorkerPlugin(swSrc) {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return new InjectManifest({
    swSrc,
    swDest: 'sw.js',
    exclude: [
      /^server\//,
      /\.LICENSE\.txt$/,
      /\.map$/,
      /^platform-chunks\.json$/,
      /^shared-versions\.json$/,
      /\.(br|gz)$/,
    ],
    // Content-hashed names need no revision of their own.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
  });
}

/**
 * The form fields' code (MUI's inputs, the site's field and signup form) as one chunk, shared by the
 * platform core, the overlays and the footer's form: the site's own field modules are too small for
 * webpack to split off by itself, so each of those chunks carried a copy.
 */
const FORM_FIELDS_CHUNK = {
  name: 'form-fields',
  chunks: /** @type {const} */ ('async'),
  enforce: true,
  test: new RegExp(
    [
      String.raw`[\\/]shared[\\/]src[\\/]ui[\\/](FormField|EmailSignupForm)\.tsx$`,
      String.raw`[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|NativeSelect|InputLabel|Input|InputAdornment|FormControl|FormLabel|FormHelperText|TextareaAutosize|Select[\\/]selectClasses|internal[\\/]svg-icons[\\/]ArrowDropDown)\b`,
      String.raw`[\\/]@mui[\\/]utils[\\/](getActiveElement|ownerDocument|debounce|getReactElementRef)[\\/]`,
    ].join('|'),
  ),
};

/**
 * @param {object} options
 * @param {string} options.dir the shell's folder
 * @param {number} options.devPort
 * @param {import('webpack-dev-server').Configuration} [options.devServer] extra dev-server options
 * @param {CopiedFile[]} [options.copyFiles] files copied into the build, as they are or through their `transform`
 *   (`from` resolved from the shell's folder, e.g. a package's font file; `to` relative to dist)
 * @param {object} options.installable the installable app
 * @param {string} options.installable.logo an SVG, relative to the shell's folder: the icons are rendered from it
 * @param {Record<string, { name: string, shortName: string, description: string }>} options.installable.copy the manifest's names, per language
 * @param {{ theme: string, background: string }} options.installable.colors
 * @param {(locale: string) => string} options.installable.manifestPath where a language's manifest is served
 * @param {string} options.serviceWorker the service worker's source, relative to the shell's folder (built into sw.js in production)
 */
function createHostConfig({ dir, devPort, devServer = {}, copyFiles = [], installable, serviceWorker }) {
  /** @param {unknown} _env @param {import('./baseConfig').WebpackArgv} [argv] */
  return (_env, argv) => {
    const isProduction = isProductionBuild(argv);
    const config = baseConfig({
      dir,
      uniqueName: 'shell',
      isProduction,
      publicPath: '/',
      plugins: [
        new PlatformChunksPlugin(),
        new SharedVersionsPlugin(dir),
        new CopyFilesPlugin(copyFiles.map((file) => ({ ...file, from: require.resolve(file.from, { paths: [dir] }) }))),
        new webpack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
        // The page is plain HTML, read as is (compiling it as a template would run a needless child
        // compilation), with one script: the loader, which starts the app's entry after the first paint.
        new HtmlWebpackPlugin({
          templateContent: pageTemplate(fs.readFileSync(path.join(dir, 'src', 'index.html'), 'utf8')),
          inject: false,
          favicon: './src/favicon.svg',
        }),
        new AppManifestPlugin({
          logo: path.join(dir, installable.logo),
          colors: installable.colors,
          languages: LOCALES.map((/** @type {string} */ locale) => ({
            file: installable.manifestPath(locale).replace(/^\//, ''),
            lang: locale,
            dir: LOCALE_INFO[locale].dir,
            ...installable.copy[locale],
          })),
        }),
        // The service worker, in production builds only: a dev server's files change on every save.
        ...(isProduction ? [serviceWorkerPlugin(path.join(dir, serviceWorker))] : []),
      ],
      devServer: { port: devPort, historyApiFallback: true, devMiddleware: { publicPath: '/' }, ...devServer },
    });
    return {
      ...config,
      entry: { [LOADER_ENTRY]: './src/startup/loadAfterFirstPaint.ts', main: './src/index.ts' },
      optimization: { ...config.optimization, splitChunks: { cacheGroups: { formFields: FORM_FIELDS_CHUNK } } },
    };
  };
}

module.exports = { createHostConfig };
