/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagePreloads, sectionPreloads } from './sectionPreloadHints';
import { htmlWithPreloads } from '../render/page/pagePreloadsElement';
import type { RemoteManifest } from 'shared/site';
import { sectionFirstLoadFiles } from 'site-contract/releases/remoteModuleFiles';
import { accessBuild, shellBuild } from 'site-contract/testing';

const registry = {
  mfe_housing: '/mfe-housing/mf-manifest.json',
  mfe_tickets: '/mfe-tickets/mf-manifest.json',
  mfe_dining: '/mfe-dining/mf-manifest.json',
  mfe_shop: 'https://shop.example.com/mfe-shop/mf-manifest.json',
};

// Build output as the factory writes it: the shell's platform chunks, remote manifests.
function fakeRepo() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'expo-hints-'));
  const write = (file: string, content: unknown) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  write('shell/dist/platform-chunks.json', {
    runtime: ['562.dddddddddd.js', 'federation-runtime.eeeeeeeeee.js'],
    rightToLeft: ['rtl-style-cache.ffffffffff.js'],
    infoPage: ['info-page.1111111111.js'],
    platformModules: {
      'shared/mui-overlays': ['705.aaaaaaaaaa.js', '950.bbbbbbbbbb.js'],
      'shared/mui-widgets': ['39.cccccccccc.js', '950.bbbbbbbbbb.js'],
    },
  });
  write('mfe-housing/dist/mf-manifest.json', {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      platformModules: { './routes': ['shared/mui-overlays', 'shared/mui-widgets'], './search': [] },
    },
    exposes: [
      { path: './routes', assets: { js: { sync: ['__federation_expose_routes.0123456789.js'] } } },
      { path: './search', assets: { js: { sync: ['__federation_expose_search.0123456789.js'] } } },
    ],
  });
  write('mfe-dining/dist/mf-manifest.json', {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      platformModules: { './CulinaryExperiences': ['shared/mui-widgets'] },
    },
    exposes: [
      {
        path: './CulinaryExperiences',
        assets: { js: { sync: ['__federation_expose_CulinaryExperiences.0123456789.js'] } },
      },
    ],
  });
  write('mfe-tickets/dist/mf-manifest.json', '{ this is not json');
  return root;
}

describe('section preload hints', () => {
  const root = fakeRepo();

  it('name the registry, the federation runtime, the manifest, remoteEntry, the exposed chunks and the shell chunks it uses, each once', () => {
    expect(sectionPreloads('/housing/hotels?guests=2', registry, root)).toEqual([
      { href: '/562.dddddddddd.js', as: 'script' },
      { href: '/federation-runtime.eeeeeeeeee.js', as: 'script' },
      { href: '/mfe-housing/mf-manifest.json', as: 'fetch' },
      { href: '/mfe-housing/remoteEntry.js', as: 'script' },
      { href: '/mfe-housing/__federation_expose_routes.0123456789.js', as: 'script' },
      { href: '/705.aaaaaaaaaa.js', as: 'script' },
      { href: '/950.bbbbbbbbbb.js', as: 'script' },
      { href: '/39.cccccccccc.js', as: 'script' },
    ]);
  });

  it('are the same for a section page in Arabic as in English', () => {
    expect(sectionPreloads('/ar/housing/hotels?guests=2', registry, root)).toEqual(
      sectionPreloads('/housing/hotels?guests=2', registry, root),
    );
    expect(sectionPreloads('/ar/housing', registry, root).map(({ href }) => href)).toContain(
      '/mfe-housing/__federation_expose_routes.0123456789.js',
    );
    expect(sectionPreloads('/ar', registry, root)).toEqual([]);
  });

  it('name an Arabic page’s right-to-left style cache first, Home included, and nothing of it for an English page', () => {
    expect(pagePreloads('/ar', registry, root)[0]).toEqual({ href: '/rtl-style-cache.ffffffffff.js', as: 'script' });
    expect(pagePreloads('/ar/housing', registry, root)).toEqual([
      { href: '/rtl-style-cache.ffffffffff.js', as: 'script' },
      ...sectionPreloads('/housing', registry, root),
    ]);
    expect(pagePreloads('/housing', registry, root)).toEqual(sectionPreloads('/housing', registry, root));
    expect(pagePreloads('/', registry, root).filter((preload) => !preload.idle)).toEqual([]);
  });

  it('name an info page’s own chunk, in either language (after the Arabic style cache), and never for another page', () => {
    const infoPage = { href: '/info-page.1111111111.js', as: 'script' };
    expect(pagePreloads('/about', registry, root)).toEqual([infoPage]);
    expect(pagePreloads('/privacy?from=footer', registry, root)).toEqual([infoPage]);
    expect(pagePreloads('/ar/terms', registry, root)).toEqual([
      { href: '/rtl-style-cache.ffffffffff.js', as: 'script' },
      infoPage,
    ]);
    // The FAQ is the tickets section's page, not an info page.
    for (const other of ['/housing', '/faq', '/about-us'])
      expect(pagePreloads(other, registry, root).map(({ href }) => href)).not.toContain(infoPage.href);
  });

  it('give Home its widgets’ files to fetch once idle, each once, from what the registry names (in either language)', () => {
    expect(pagePreloads('/', registry, root)).toEqual([
      { href: '/562.dddddddddd.js', as: 'script', idle: true },
      { href: '/federation-runtime.eeeeeeeeee.js', as: 'script', idle: true },
      // Things to Experience's remote is not in this registry: nothing of it.
      { href: '/mfe-dining/mf-manifest.json', as: 'fetch', idle: true },
      { href: '/mfe-dining/remoteEntry.js', as: 'script', idle: true },
      { href: '/mfe-dining/__federation_expose_CulinaryExperiences.0123456789.js', as: 'script', idle: true },
      { href: '/39.cccccccccc.js', as: 'script', idle: true },
      { href: '/950.bbbbbbbbbb.js', as: 'script', idle: true },
      { href: 'https://shop.example.com/mfe-shop/mf-manifest.json', as: 'fetch', idle: true },
    ]);
    expect(pagePreloads('/ar', registry, root).slice(1)).toEqual(pagePreloads('/', registry, root));
    expect(pagePreloads('/housing', registry, root).some((preload) => preload.idle)).toBe(false);
  });

  it('give Home the footer form’s files to fetch once idle too, after its widgets’, and any other page to load with it, each file once', () => {
    const repo = fakeRepo();
    const chunksFile = path.join(repo, 'shell/dist/platform-chunks.json');
    const chunks = JSON.parse(readFileSync(chunksFile, 'utf8'));
    // The form's own chunk, and one it shares with the dining widget's.
    writeFileSync(
      chunksFile,
      JSON.stringify({ ...chunks, footerForm: ['950.bbbbbbbbbb.js', 'footer-signup.2222222222.js'] }),
    );
    const home = pagePreloads('/', registry, repo);
    expect(home.at(-1)).toEqual({ href: '/footer-signup.2222222222.js', as: 'script', idle: true });
    expect(home.filter(({ href }) => href === '/950.bbbbbbbbbb.js')).toHaveLength(1);
    for (const other of ['/about', '/housing', '/ar/housing', '/eating']) {
      const hints = pagePreloads(other, registry, repo);
      expect(hints.at(-1)).toEqual({ href: '/footer-signup.2222222222.js', as: 'script' });
      expect(hints.filter(({ idle }) => idle)).toEqual([]);
      expect(new Set(hints.map(({ href }) => href)).size).toBe(hints.length);
    }
    // After the section's own files, which its first render waits for (a file the section names already, once).
    expect(pagePreloads('/housing', registry, repo).map(({ href }) => href)).toEqual([
      ...sectionPreloads('/housing', registry, repo).map(({ href }) => href),
      '/footer-signup.2222222222.js',
    ]);
  });

  it('go into the page as JSON for the shell’s loader, before the end of the body', () => {
    // Bytes, as the site server holds a page; the page's own text ('—', العربية) stays as it was.
    const page = htmlWithPreloads(
      Buffer.from('<html><body><div id="root">— العربية</div></body></html>'),
      sectionPreloads('/housing', registry, root),
    ).toString();
    expect(
      page.startsWith('<html><body><div id="root">— العربية</div><script type="application/json" id="expo-preloads">'),
    ).toBe(true);
    const json = /<script type="application\/json" id="expo-preloads">(.*?)<\/script><\/body><\/html>$/.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual(sectionPreloads('/housing', registry, root));
  });

  it('give a remote on another origin its manifest only, and an unreadable manifest no more than that', () => {
    const runtime = ['/562.dddddddddd.js', '/federation-runtime.eeeeeeeeee.js'];
    expect(sectionPreloads('/e-shop', registry, root).map(({ href }) => href)).toEqual([
      ...runtime,
      'https://shop.example.com/mfe-shop/mf-manifest.json',
    ]);
    expect(sectionPreloads('/faq', registry, root).map(({ href }) => href)).toEqual([
      ...runtime,
      '/mfe-tickets/mf-manifest.json',
    ]);
  });

  it('give nothing for Home, unknown pages, look-alike paths and remotes not in the registry', () => {
    for (const url of ['/', '/no/such/page', '/housingx', '/things-to-do'])
      expect(sectionPreloads(url, registry, root)).toEqual([]);
    expect(htmlWithPreloads(Buffer.from('<body></body>'), []).toString()).toBe('<body></body>');
  });

  it('follow a redeployed remote and a fixed manifest with no restart', () => {
    const repo = fakeRepo();
    const manifestFile = path.join(repo, 'mfe-housing', 'dist', 'mf-manifest.json');
    const exposedChunk = () =>
      sectionPreloads('/housing', registry, repo).find(({ href }) => href.includes('__federation_expose_routes'))?.href;
    expect(exposedChunk()).toBe('/mfe-housing/__federation_expose_routes.0123456789.js');
    // The deploy writes a manifest of the same size with a new chunk hash.
    writeFileSync(
      manifestFile,
      readFileSync(manifestFile, 'utf8').replace(
        '__federation_expose_routes.0123456789',
        '__federation_expose_routes.9876543210',
      ),
    );
    utimesSync(manifestFile, new Date(), new Date(Date.now() + 5_000));
    expect(exposedChunk()).toBe('/mfe-housing/__federation_expose_routes.9876543210.js');

    const ticketsManifest = path.join(repo, 'mfe-tickets', 'dist', 'mf-manifest.json');
    expect(sectionPreloads('/tickets', registry, repo)).toHaveLength(3);
    writeFileSync(ticketsManifest, JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    expect(sectionPreloads('/tickets', registry, repo).map(({ href }) => href)).toContain(
      '/mfe-tickets/remoteEntry.js',
    );
  });
});

// The release gate measures a section page's first load by these files (site-control's size gate): the same as the page preloads.
describe('a section page’s first load as the release gate measures it', () => {
  const fixtures = mkdtempSync(path.join(os.tmpdir(), 'expo-gate-preloads-'));
  afterAll(() => rmSync(fixtures, { recursive: true, force: true }));
  it("measures the files the section page's preloads name, after the shell's loader and entry", () => {
    const root = path.join(fixtures, 'site');
    const shell = shellBuild(root);
    const upload = accessBuild({ routesPlatformModules: ['shared', 'shared/mui-widgets/tabs'] });
    const manifestText = upload.files.get('mf-manifest.json')!.toString('utf8');
    mkdirSync(path.join(root, 'mfe-access', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mfe-access', 'dist', 'mf-manifest.json'), manifestText);

    const { shell: shellFiles, own } = sectionFirstLoadFiles(JSON.parse(manifestText) as RemoteManifest, shell);
    const hinted = pagePreloads('/access', { mfe_access: '/mfe-access/mf-manifest.json' }, root)
      .filter((preload) => preload.as === 'script' && !preload.idle)
      .map((preload) => preload.href);
    expect(shellFiles.slice(0, 2)).toEqual(['start.aa.js', 'main.bb.js']);
    expect(
      [...shellFiles.slice(2).map((file) => `/${file}`), ...own.map((file) => `/mfe-access/${file}`)].sort(),
    ).toEqual(hinted.sort());
  });
});
