// @ts-check
// A remote's build version: the one value both of its manifests (browser and Node) carry in
// metaData.buildInfo.buildVersion, so the site server can tell which build it renders with, and the
// name of the browser manifest's immutable copy (mf-manifest.<buildVersion>.json) a server-rendered
// page pins. The manifest plugin itself takes MF_BUILD_VERSION or else the package.json version,
// which stays the same across deploys: here the default changes whenever the remote's code does.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_VERSION } = require('./sharedModules');

const MANIFEST_FILE = 'mf-manifest.json';
const PLUGIN_NAME = 'VersionedManifestPlugin';
/** A build version must be usable in a file name. */
const FILE_SAFE = /^[\w.-]+$/;

/**
 * Every file under `folder`, as sorted paths relative to it with forward slashes.
 * @param {string} folder
 * @returns {string[]}
 */
function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(folder, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * `MF_BUILD_VERSION` when set (for example the commit), else 12 hex digits of a sha256 over the
 * package's src/ files (path and content), its package.json and the platform package's version.
 * @param {string} dir the remote's package folder
 * @param {{ env?: NodeJS.ProcessEnv, sharedVersion?: string }} [options] for tests
 */
function buildVersionOf(dir, { env = process.env, sharedVersion = SHARED_VERSION } = {}) {
  if (env.MF_BUILD_VERSION) return env.MF_BUILD_VERSION;
  const hash = createHash('sha256');
  /** @param {string} name @param {string | Buffer} content */
  const add = (name, content) => hash.update(`${name}\0`).update(content).update('\0');
  const src = path.join(dir, 'src');
  for (const file of filesUnder(src)) add(`src/${file}`, fs.readFileSync(path.join(src, file)));
  add('package.json', fs.readFileSync(path.join(dir, 'package.json')));
  add('shared', sharedVersion);
  return hash.digest('hex').slice(0, 12);
}

/**
 * The manifest plugin's `additionalData` step that writes the build version into the stats the
 * manifest is made from (read when each compilation emits, so a rebuild in watch mode gets a new one).
 * @param {string} dir the remote's package folder
 */
function recordBuildVersion(dir) {
  /** @param {{ stats: any }} build the manifest plugin's stats are untyped */
  return ({ stats }) => {
    stats.metaData.buildInfo.buildVersion = buildVersionOf(dir);
    return stats;
  };
}

/**
 * Emits `mf-manifest.<buildVersion>.json` beside `mf-manifest.json`, the same bytes, once the
 * manifest plugin has emitted it (it does at PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER; this runs at REPORT).
 */
class VersionedManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = compilation.getAsset(MANIFEST_FILE);
        if (!manifest) {
          compilation.errors.push(new WebpackError(`${PLUGIN_NAME}: the build emitted no ${MANIFEST_FILE}`));
          return;
        }
        const version = JSON.parse(manifest.source.source().toString()).metaData?.buildInfo?.buildVersion;
        if (typeof version !== 'string' || !FILE_SAFE.test(version)) {
          compilation.errors.push(
            new WebpackError(
              `${PLUGIN_NAME}: the build version ${JSON.stringify(version)} cannot name a file (letters, digits, '.', '_', '-')`,
            ),
          );
          return;
        }
        compilation.emitAsset(versionedManifestFile(version), manifest.source);
      });
    });
  }
}

/** 'mf-manifest.0123456789ab.json'. @param {string} version */
const versionedManifestFile = (version) => MANIFEST_FILE.replace(/\.json$/, `.${version}.json`);

module.exports = { buildVersionOf, recordBuildVersion, versionedManifestFile, VersionedManifestPlugin };
