// What a section's first render needs besides its remote's own files, written at build time so the
// site server can name every file of that render in the page's Link header (preload), and the
// browser fetches them alongside the shell's entry instead of one round trip after another
// (registry → manifest → remoteEntry → exposed chunk → the shell's lazily loaded platform chunk).
//   the shell:  platform-chunks.json, the chunk files of the federation runtime, which every section
//               needs, and of each platform module it loads on demand
//   a remote:   metaData.platformModules in mf-manifest.json, the platform modules each exposed
//               module's own chunks consume
// @ts-check
const { LOADED_ON_DEMAND, PLATFORM_CORE } = require('./sharedModules');

const PLATFORM_CHUNKS_FILE = 'platform-chunks.json';
const PLUGIN_NAME = 'PlatformChunksPlugin';
/**
 * The webpackChunkName of the federation runtime's import in shell/src/federation/runtime/remotes.ts (a magic
 * comment cannot name a constant): the build fails if no chunk has this name.
 */
const FEDERATION_RUNTIME_CHUNK = 'federation-runtime';
/** The webpackChunkName of the right-to-left style cache's import in shell/src/entry.client.tsx: what an Arabic page loads before hydrating. */
const RIGHT_TO_LEFT_CHUNK = 'rtl-style-cache';
/** The webpackChunkName of the info page's import in shell/src/pages/lazyInfoPage.tsx: what an info page loads before hydrating. */
const INFO_PAGE_CHUNK = 'info-page';
/** The webpackChunkName of the footer's newsletter form (shell/src/layout/Footer.tsx): what Home fetches once idle, to run when needed. */
const FOOTER_SIGNUP_CHUNK = 'footer-signup';

/**
 * The chunk name of a platform module the shell loads on demand (the webpackChunkName of its import
 * in shell/src/federation/runtime/hostShared.ts): the platform's core is one chunk, 'platform-core';
 * any other module a chunk of its own, 'shared/mui-widgets/tabs' → 'platform-shared-mui-widgets-tabs'.
 * @param {string} request
 */
const chunkNameOf = (request) =>
  PLATFORM_CORE.has(request) ? 'platform-core' : `platform-${request.replace(/\//g, '-')}`;

/** @param {Iterable<import('webpack').Chunk>} chunks */
const filesOf = (chunks) =>
  [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();

/**
 * The shell: the federation runtime's chunk files (`runtime`), share key → chunk files for every
 * module it provides lazily (`platformModules`), and what a right-to-left page (`rightToLeft`) and an
 * info page (`infoPage`) load before hydrating. All are named chunk groups of the shell's build
 * (the platform modules' chunk names: chunkNameOf).
 */
class PlatformChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const runtime = compilation.namedChunkGroups.get(FEDERATION_RUNTIME_CHUNK);
        if (!runtime) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${PLUGIN_NAME}: no chunk named '${FEDERATION_RUNTIME_CHUNK}' (the federation runtime's import in shell/src/federation/runtime/remotes.ts)`,
            ),
          );
          return;
        }
        /** @type {Record<string, string[]>} */
        const platformModules = {};
        for (const module of LOADED_ON_DEMAND) {
          const group = compilation.namedChunkGroups.get(chunkNameOf(module));
          if (group) platformModules[module] = filesOf(group.chunks);
        }
        /** @param {string} name */
        const namedFiles = (name) => filesOf(compilation.namedChunkGroups.get(name)?.chunks ?? []);
        const chunks = {
          runtime: filesOf(runtime.chunks),
          platformModules,
          rightToLeft: namedFiles(RIGHT_TO_LEFT_CHUNK),
          infoPage: namedFiles(INFO_PAGE_CHUNK),
          footerForm: namedFiles(FOOTER_SIGNUP_CHUNK),
        };
        compilation.emitAsset(PLATFORM_CHUNKS_FILE, new sources.RawSource(JSON.stringify(chunks, null, 2)));
      });
    });
  }
}

/**
 * A remote's manifest `additionalData` hook: for each exposed module, the lazily loaded platform
 * modules (share keys) its chunks consume.
 * @param {Set<string>} platformModules share keys to report
 */
function recordPlatformModules(platformModules) {
  /** @param {{ stats: any, compilation: import('webpack').Compilation }} build the manifest plugin's stats are untyped */
  return ({ stats, compilation }) => {
    /** @type {Record<string, string[]>} */
    const byExpose = {};
    for (const expose of stats.exposes) {
      const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
      const used = new Set();
      for (const chunk of group ? group.chunks : []) {
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          // A ConsumeSharedModule: its share key is in its options.
          const shareKey =
            module.type === 'consume-shared-module' ? /** @type {any} */ (module).options.shareKey : undefined;
          if (shareKey && platformModules.has(shareKey)) used.add(shareKey);
        }
      }
      byExpose[expose.path] = [...used].sort();
    }
    stats.metaData.platformModules = byExpose;
    return stats;
  };
}

module.exports = {
  chunkNameOf,
  FEDERATION_RUNTIME_CHUNK,
  PLATFORM_CHUNKS_FILE,
  PlatformChunksPlugin,
  recordPlatformModules,
};
