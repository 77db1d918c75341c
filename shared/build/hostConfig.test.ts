/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/* eslint-disable @typescript-eslint/no-require-imports -- the webpack configs and build modules are CommonJS, loaded as webpack-cli loads them */
const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Builds the shell with its own webpack.config.js in `mode`, into a temporary folder. */
function buildShell(
  mode: 'development' | 'production',
): Promise<{ errors: string[]; assets: string[]; modules: string[]; outputPath: string }> {
  const configure = require(path.join(REPO_ROOT, 'shell', 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => Configuration;
  const config = configure({}, { mode });
  config.output = { ...config.output, path: fs.mkdtempSync(path.join(os.tmpdir(), `shell-${mode}-`)) };
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      const json = stats.toJson({ all: false, errors: true, assets: true, modules: true, nestedModules: true });
      const modules: string[] = [];
      const collect = (list: webpack.StatsModule[] = []) =>
        list.forEach((module) => (module.name && modules.push(module.name), collect(module.modules)));
      collect(json.modules);
      resolve({
        errors: json.errors!.map((e) => e.message),
        assets: json.assets!.map((a) => a.name),
        modules,
        outputPath: config.output!.path!,
      });
    }),
  );
}

describe('the shell build', () => {
  let development: ReturnType<typeof buildShell>;
  beforeAll(() => {
    development = buildShell('development');
  });

  // The shell provides every platform module by path; a template compiled in a child compilation
  // built them all a second time, which broke `npm run dev` (two different files named alike).
  it('compiles in development, as `npm run dev` serves it, with each platform module emitted once', async () => {
    const { errors, assets } = await development;
    expect(errors).toEqual([]);
    expect(assets).toEqual(expect.arrayContaining(['index.html', 'main.js']));
    expect(assets.filter((name) => name.includes('mui-overlays'))).toHaveLength(1);
  }, 60_000);

  it('writes the installable app (a manifest per language, icons rendered from the logo), and no service worker in development', async () => {
    const { errors, assets, outputPath } = await development;
    expect(errors).toEqual([]);
    expect(assets).toEqual(
      expect.arrayContaining([
        'manifest.webmanifest',
        'manifest.ar.webmanifest',
        'icons/icon-192.png',
        'icons/icon-512.png',
        'icons/icon-maskable-512.png',
      ]),
    );
    const arabic = JSON.parse(fs.readFileSync(path.join(outputPath, 'manifest.ar.webmanifest'), 'utf8'));
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', short_name: 'دليل إكسبو', display: 'standalone' });
    const png = fs.readFileSync(path.join(outputPath, 'icons', 'icon-512.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    // A dev server's files change on every save: a worker would serve stale code.
    expect(assets).not.toContain('sw.js');
  }, 60_000);

  // The release gates check a section's singletons against what the running shell's build offers.
  it('records in shared-versions.json the version it offers each shared singleton at: the one it was built with', async () => {
    const { errors, outputPath } = await development;
    expect(errors).toEqual([]);
    const recorded = JSON.parse(fs.readFileSync(path.join(outputPath, 'shared-versions.json'), 'utf8')) as Record<
      string,
      string
    >;
    const builtWith = (name: string) =>
      (
        require(require.resolve(`${name}/package.json`, { paths: [path.join(REPO_ROOT, 'shell')] })) as {
          version: string;
        }
      ).version;
    expect(recorded).toMatchObject({
      react: builtWith('react'),
      'react/jsx-runtime': builtWith('react'),
      'react-dom/client': builtWith('react-dom'),
      '@emotion/react': builtWith('@emotion/react'),
      zustand: builtWith('zustand'),
      shared: builtWith('shared'),
      'shared/mui': builtWith('shared'),
    });
  }, 60_000);

  // The site server's preload hints name these files for the sections that use them.
  it('lists the chunk files of each platform module it loads on demand, and of the federation runtime, in platform-chunks.json', async () => {
    const { errors, assets, outputPath } = await development;
    expect(errors).toEqual([]);
    const { runtime, platformModules: chunks } = JSON.parse(
      fs.readFileSync(path.join(outputPath, 'platform-chunks.json'), 'utf8'),
    ) as {
      runtime: string[];
      platformModules: Record<string, string[]>;
    };
    const { LOADED_ON_DEMAND } = require('./sharedModules') as { LOADED_ON_DEMAND: Set<string> };
    expect(Object.keys(chunks).sort()).toEqual([...LOADED_ON_DEMAND].sort());
    expect(chunks['shared/mui-widgets/tabs']).toEqual(
      expect.arrayContaining([expect.stringContaining('mui-widgets-tabs')]),
    );
    expect(runtime).toEqual(expect.arrayContaining([expect.stringContaining('federation-runtime')]));
    expect(chunks['shared/mui-overlays']).toEqual(expect.arrayContaining([expect.stringContaining('mui-overlays')]));
    for (const file of [...runtime, ...Object.values(chunks).flat()]) expect(assets).toContain(file);
  }, 60_000);

  // The runtime hands remotes the shell's copy of each singleton; a package with both a CommonJS and
  // an ESM build (zustand, emotion) must not reach the runtime as the other build: a second copy.
  it('bundles one build of each singleton package: the ESM one the shell itself imports', async () => {
    const { errors, modules } = await development;
    expect(errors).toEqual([]);
    for (const pkg of ['zustand', '@emotion/react', '@emotion/styled']) {
      const files = modules.filter((name) => name.includes(`node_modules/${pkg}/`));
      expect(files.length).toBeGreaterThan(0);
      // (Its package.json is bundled too: the version the shell offers it under.)
      expect(files.filter((name) => !/(\/esm\/|\.esm\.js$|\/package\.json$)/.test(name))).toEqual([]);
    }
  }, 60_000);
});
