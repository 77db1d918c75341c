import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { LOCALES, SECTIONS, type SearchEntry, type Translations } from 'shared';
import { defaultRegistry, devRegistry, SECTION_ROUTES } from 'shared/site';
import { renderWithProviders } from 'shared/testing';
import { SEARCH_CATEGORY_ORDER } from '../search/filterEntries';
import { HOST_SHARED, PLATFORM_CORE } from './runtime/hostShared';

/* eslint-disable @typescript-eslint/no-require-imports */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const {
  LOADED_ON_DEMAND,
  PLATFORM_CORE: SHARED_PLATFORM_CORE,
  PLATFORM_MODULES: PLATFORM_MODULE_SET,
  SHARED_SINGLETONS,
} = require(path.join(REPO_ROOT, 'shared', 'build', 'sharedModules.js'));
const PLATFORM_MODULES: string[] = [...PLATFORM_MODULE_SET];

/** The browser build's webpack config of a package, as webpack-cli would produce it (a remote builds [browser, Node]). */
function webpackConfigOf(pkg: string) {
  const configs = require(path.join(REPO_ROOT, pkg, 'webpack.config.js'))({}, { mode: 'production' });
  return Array.isArray(configs) ? configs[0] : configs;
}

function federationOptionsOf(pkg: string) {
  const plugin = webpackConfigOf(pkg).plugins.find(
    (p: { constructor: { name: string } }) => p.constructor.name === 'ModuleFederationPlugin',
  );
  return plugin._options;
}

/** The source file of a module the package exposes, as its build says. */
function exposedFile(pkg: string, expose: string): string {
  return path.join(REPO_ROOT, pkg, federationOptionsOf(pkg).exposes[expose]);
}

describe.each(SECTIONS)(
  'remote $remote honours the shell contract',
  ({ remote, package: pkg, devPort, mainHeading, pages, homeWidget }) => {
    it('exposes every module the sections table routes to or shows on Home', () => {
      const named = [...pages.map((page) => page.expose), ...(homeWidget ? [homeWidget.expose] : [])];
      expect(Object.keys(federationOptionsOf(pkg).exposes)).toEqual(expect.arrayContaining(named));
    });

    it('is registered under its package path in production and on its own port in dev', () => {
      expect(defaultRegistry()[remote]).toBe(`/${pkg}/mf-manifest.json`);
      expect(webpackConfigOf(pkg).devServer.port).toBe(devPort);
      expect(devRegistry()[remote]).toBe(`http://localhost:${devPort}/${pkg}/mf-manifest.json`);
    });

    it("builds as that federation name, exposing './routes' and './search', sharing every singleton", () => {
      const options = federationOptionsOf(pkg);
      expect(options.name).toBe(remote);
      expect(Object.keys(options.exposes)).toEqual(expect.arrayContaining(['./routes', './search']));
      expect(options.shareStrategy).toBe('loaded-first');
      for (const singleton of ['react', 'react-dom', '@emotion/react', 'zustand', ...PLATFORM_MODULES]) {
        expect(options.shared[singleton]).toMatchObject({ singleton: true });
      }
      // The platform's modules always come from the shell, never from a remote's own build.
      for (const platformModule of PLATFORM_MODULES) {
        expect(options.shared[platformModule]).toMatchObject({ import: false });
      }
    });

    it("its './routes' renders the section's main page", () => {
      const Routes: ComponentType = require(exposedFile(pkg, './routes')).default;
      renderWithProviders(<Routes />, { path: '/' });
      expect(screen.getByRole('heading', { level: 1, name: mainHeading })).toBeInTheDocument();
    });

    it("its './search' is, in each language, a list of well-formed entries pointing inside the site, with the same links in both", () => {
      const exposed: Translations<SearchEntry[]> = require(exposedFile(pkg, './search')).default;
      expect(Object.keys(exposed).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        const entries = exposed[locale];
        expect(Array.isArray(entries)).toBe(true);
        for (const entry of entries) {
          expect(typeof entry.title).toBe('string');
          expect(SEARCH_CATEGORY_ORDER).toContain(entry.category);
          expect(entry.href.startsWith('/')).toBe(true);
        }
      }
      expect(exposed.ar.map(({ category, href }) => [category, href])).toEqual(
        exposed.en.map(({ category, href }) => [category, href]),
      );
    });

    it('never mounts its own ThemeProvider, CssBaseline or QueryClientProvider (the shell provides them)', () => {
      const sources = readdirSync(path.join(REPO_ROOT, pkg, 'src'), { recursive: true, encoding: 'utf8' }).filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
      );
      for (const file of sources) {
        const source = readFileSync(path.join(REPO_ROOT, pkg, 'src', file), 'utf8');
        expect(source).not.toMatch(/<(ThemeProvider|CssBaseline|QueryClientProvider)\b/);
      }
    });

    it('has a route in the shell', () => {
      expect(SECTION_ROUTES.some((route) => route.remote === remote)).toBe(true);
    });
  },
);

describe('shell build', () => {
  it('is an ordinary build with no remote URL built in: it starts the federation runtime itself', () => {
    const plugins = webpackConfigOf('shell').plugins.map((p: { constructor: { name: string } }) => p.constructor.name);
    expect(plugins).not.toContain('ModuleFederationPlugin');
    expect(
      readFileSync(path.join(REPO_ROOT, 'shell', 'src', 'federation', 'runtime', 'federationRuntime.ts'), 'utf8'),
    ).toMatch(/remotes: \[\]/);
  });

  // hostShared.ts is written by hand: this keeps it equal to what the remotes' builds consume.
  it('offers the remotes its own copy of every singleton they consume, under the same rules', () => {
    const shell = HOST_SHARED as unknown as Record<
      string,
      { version: string; shareConfig: Record<string, unknown>; lib?: () => unknown; get?: () => unknown }
    >;
    const remoteShared = federationOptionsOf('mfe-housing').shared as Record<
      string,
      { requiredVersion: string; import?: false }
    >;
    expect(Object.keys(shell).sort()).toEqual(Object.keys(remoteShared).sort());
    for (const [request, entry] of Object.entries(shell)) {
      expect(entry.shareConfig).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: remoteShared[request].requiredVersion,
      });
      // The first paint's singletons are the very modules the shell runs; the rest load on demand.
      if (LOADED_ON_DEMAND.has(request)) {
        expect(typeof entry.get).toBe('function');
        expect(entry.shareConfig.eager).toBe(false);
      } else {
        expect(Object.keys(entry.lib!() as object)).toEqual(expect.arrayContaining(Object.keys(require(request))));
        expect(entry.shareConfig.eager).toBe(true);
      }
      // The platform's core: the runtime loads it as it starts (federationRuntime.ts), one chunk (sectionPreload.js).
      expect(PLATFORM_CORE.includes(request as (typeof PLATFORM_CORE)[number])).toBe(SHARED_PLATFORM_CORE.has(request));
      const packageName = SHARED_SINGLETONS[request];
      expect(entry.version).toBe(require(path.join(REPO_ROOT, 'node_modules', packageName, 'package.json')).version);
    }
  });
});
