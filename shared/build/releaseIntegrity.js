// @ts-check
// A remote's browser build asks the shell for each chunk's integrity before loading it, so a chunk of
// a published release that was changed after publication (a tampered CDN copy) never runs. The shell
// answers from the hashes recorded at publication (shell/src/federation/runtime/releaseIntegrity.ts);
// its own script loader checks remoteEntry.js, which carries this code.
const { requireTypeScript } = require('./requireTypeScript');

/** @type {typeof import('../src/federation/releaseFiles')} */
const { RELEASE_INTEGRITY_GLOBAL } = requireTypeScript('../src/federation/releaseFiles.ts', __filename);

const PLUGIN_NAME = 'ReleaseIntegrityPlugin';

class ReleaseIntegrityPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        PLUGIN_NAME,
        (source) =>
          `${source}\n` +
          `var integrityOf = typeof self !== "undefined" && self[${JSON.stringify(RELEASE_INTEGRITY_GLOBAL)}];\n` +
          `var integrity = typeof integrityOf === "function" && integrityOf(script.src);\n` +
          `if (integrity) { script.integrity = integrity; script.crossOrigin = "anonymous"; }`,
      );
    });
  }
}

module.exports = { ReleaseIntegrityPlugin, RELEASE_INTEGRITY_GLOBAL };
