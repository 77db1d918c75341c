/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/* eslint-disable @typescript-eslint/no-require-imports -- the webpack configs and build modules are CommonJS, loaded as webpack-cli loads them */
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const REMOTE_DIR = path.join(REPO_ROOT, 'mfe-access');
const { buildVersionOf, versionedManifestFile } = require('./buildVersion') as typeof import('./buildVersion');

type FederationOptions = {
  exposes: Record<string, string>;
  shared: Record<string, { singleton: boolean; import?: false }>;
  library?: { type: string };
  remoteType?: string;
  runtimePlugins?: string[];
  experiments?: { externalRuntime?: boolean; optimization?: { target?: string } };
};

/** A remote's configs, as webpack-cli gets them from its webpack.config.js. */
function remoteConfigs(mode: 'development' | 'production'): Configuration[] {
  return require(path.join(REMOTE_DIR, 'webpack.config.js'))({}, { mode });
}

function federationOptionsOf(config: Configuration): FederationOptions {
  const plugin = config.plugins!.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as {
    _options: FederationOptions;
  };
  return plugin._options;
}

describe.each(['production', 'development'] as const)('a remote in %s', (mode) => {
  const [web, node] = remoteConfigs(mode);

  it('builds twice from one factory: for browsers into dist/, for the server into dist/server/', () => {
    expect(remoteConfigs(mode)).toHaveLength(2);
    expect(web.output!.path).toBe(path.join(REMOTE_DIR, 'dist'));
    expect(node.output!.path).toBe(path.join(REMOTE_DIR, 'dist', 'server'));
    for (const config of [web, node]) expect(config.output!.publicPath).toBe('auto');
    expect(federationOptionsOf(node).exposes).toEqual(federationOptionsOf(web).exposes);
    expect(Object.keys(federationOptionsOf(node).shared).sort()).toEqual(
      Object.keys(federationOptionsOf(web).shared).sort(),
    );
  });

  it(`writes brotli and gzip copies of its browser scripts ${mode === 'production' ? 'in production' : 'only in production'}, never of the Node build's`, () => {
    const compressed = (config: Configuration) =>
      config
        .plugins!.filter((p) => p?.constructor.name === 'CompressionPlugin')
        .map((p) => (p as unknown as { options: { filename: string } }).options.filename);
    expect(compressed(web)).toEqual(mode === 'production' ? ['[path][base].br', '[path][base].gz'] : []);
    expect(compressed(node)).toEqual([]);
  });

  it("cleans the browser build's folder but keeps the Node build's", () => {
    const { keep } = web.output!.clean as { keep: RegExp };
    expect(keep.test('server/remoteEntry.js')).toBe(true);
    expect(keep.test(path.join('server', 'remoteEntry.js'))).toBe(true);
    expect(keep.test('remoteEntry.js')).toBe(false);
    expect(keep.test('mf-manifest.json')).toBe(false);
  });

  it('keeps the browser build as it was: web target, the shell-provided runtime, a dev server', () => {
    expect(web.target).toBeUndefined();
    const federation = federationOptionsOf(web);
    expect(federation.experiments).toEqual({ externalRuntime: true, optimization: { target: 'web' } });
    expect(federation.library).toBeUndefined();
    expect(web.devServer).toMatchObject({ devMiddleware: { publicPath: '/mfe-access/' } });
    expect(web.plugins!.map((p) => p?.constructor.name)).toContain('VersionedManifestPlugin');
  });

  it('builds the Node remote for async-node as a CommonJS module, with its own runtime and the Node runtime plugin', () => {
    expect(node.target).toBe('async-node');
    expect(node.optimization!.minimize).toBe(false);
    expect(node.devServer).toBeUndefined();
    const federation = federationOptionsOf(node);
    expect(federation.library).toEqual({ type: 'commonjs-module' });
    expect(federation.remoteType).toBe('script');
    expect(federation.runtimePlugins).toEqual([require.resolve('@module-federation/node/runtimePlugin')]);
    // externalRuntime on a Node remote leaked whole instances on every forced reload (../shared/SSR-NOTES.md, outside this repository).
    expect(federation.experiments?.externalRuntime).toBeFalsy();
    expect(federation.experiments?.optimization?.target).toBe('node');
    expect(node.plugins!.map((p) => p?.constructor.name)).not.toContain('VersionedManifestPlugin');
  });

  it('never provides a singleton of its own in the Node build: the rendering process provides every one', () => {
    const { shared } = federationOptionsOf(node);
    expect(Object.keys(shared).length).toBeGreaterThan(10);
    for (const [request, config] of Object.entries(shared))
      expect([request, config]).toEqual([request, expect.objectContaining({ singleton: true, import: false })]);
  });
});

/** Runs one config into `outputPath`; resolves with the names of the modules it built. */
function build(config: Configuration, outputPath: string): Promise<string[]> {
  const compiler = webpack({ ...config, output: { ...config.output, path: outputPath } });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      const json = stats.toJson({ all: false, errors: true, modules: true, nestedModules: true });
      if (json.errors!.length > 0) return reject(new Error(json.errors!.map((e) => e.message).join('\n')));
      const modules: string[] = [];
      const collect = (list: webpack.StatsModule[] = []) =>
        list.forEach((module) => (module.name && modules.push(module.name), collect(module.modules)));
      collect(json.modules);
      resolve(modules);
    }),
  );
}

describe('building a remote', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  const [web, node] = remoteConfigs('development');
  const readManifest = (...file: string[]) => JSON.parse(fs.readFileSync(path.join(dist, ...file), 'utf8'));
  let nodeModules: string[];
  beforeAll(async () => {
    // The Node build first: the browser build's clean must leave it alone.
    nodeModules = await build(node, path.join(dist, 'server'));
    await build(web, dist);
  }, 120_000);

  it('writes both builds, whichever runs first', () => {
    for (const file of [
      'remoteEntry.js',
      'mf-manifest.json',
      path.join('server', 'remoteEntry.js'),
      path.join('server', 'mf-manifest.json'),
    ]) {
      expect(fs.existsSync(path.join(dist, file))).toBe(true);
    }
  });

  it("gives both manifests the remote's build version, and writes the browser manifest's immutable copy", () => {
    const version = buildVersionOf(REMOTE_DIR);
    expect(readManifest('mf-manifest.json').metaData.buildInfo.buildVersion).toBe(version);
    expect(readManifest('server', 'mf-manifest.json').metaData.buildInfo.buildVersion).toBe(version);
    expect(fs.readFileSync(path.join(dist, versionedManifestFile(version)), 'utf8')).toBe(
      fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'),
    );
    expect(fs.existsSync(path.join(dist, 'server', versionedManifestFile(version)))).toBe(false);
  });

  it('makes the Node entry a CommonJS module without a copy of React, emotion or the platform modules', () => {
    expect(readManifest('server', 'mf-manifest.json').metaData.remoteEntry.type).toBe('commonjs-module');
    expect(fs.readFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'utf8')).toContain(
      'module.exports = __webpack_exports__',
    );
    expect(
      nodeModules.filter((name) => /node_modules\/(react|react-dom|@emotion|zustand|@mui|react-router)\//.test(name)),
    ).toEqual([]);
    expect(nodeModules.filter((name) => /^\.\.\/shared\/(src\/index\.ts|mui|router|query)/.test(name))).toEqual([]);
  });
});
