// @ts-check
// The versions the shell offers its shared singletons at, written by its build as shared-versions.json:
// the release gates check a section's needs against the shell that runs, which an install changed
// since the shell's build would otherwise misstate.
const { SHARED_SINGLETONS } = require('./sharedModules');

const SHARED_VERSIONS_FILE = 'shared-versions.json';
const PLUGIN_NAME = 'SharedVersionsPlugin';

/**
 * Share key → version, each the version of its package as the shell's build resolves it (from its
 * own folder, as the imports of shell/src/federation/runtime/hostShared.ts do).
 * @param {string} dir the building package's folder
 * @returns {Record<string, string>}
 */
function sharedVersions(dir) {
  return Object.fromEntries(
    Object.entries(SHARED_SINGLETONS).map(([shareKey, packageName]) => [
      shareKey,
      /** @type {{ version: string }} */ (require(require.resolve(`${packageName}/package.json`, { paths: [dir] })))
        .version,
    ]),
  );
}

class SharedVersionsPlugin {
  /** @param {string} dir the building package's folder */
  constructor(dir) {
    this.dir = dir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () =>
        compilation.emitAsset(
          SHARED_VERSIONS_FILE,
          new sources.RawSource(JSON.stringify(sharedVersions(this.dir), null, 2)),
        ),
      );
    });
  }
}

module.exports = { SHARED_VERSIONS_FILE, SharedVersionsPlugin, sharedVersions };
