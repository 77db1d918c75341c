/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './files/cacheHeaders';
import { loadRegistry, locallyServedPackages, remoteOrigins } from 'site-contract/registry/registry';
import { createSiteServer } from './app';
import { newDeliveryKey } from 'site-contract/api/deliveryKeys';
import { createInProcessRenderHost } from './testing/inProcessRenderHost';
import { fakeRepo } from './testing/fakeRepo';
import { siteServerOptions } from './testing/siteServerOptions';

const registry = {
  mfe_access: '/mfe-access/mf-manifest.json',
  mfe_shop: 'https://shop.example.com/mfe-shop/mf-manifest.json',
};

describe('site server', () => {
  // A real HTTP server on loopback, asked with real requests.
  let app: FastifyInstance;
  let base: string;
  const get = (url: string, headers: Record<string, string> = {}) => fetch(base + url, { headers });
  beforeAll(async () => {
    app = await createSiteServer(
      await siteServerOptions({ renderHost: createInProcessRenderHost, registry, repoRoot: fakeRepo() }),
    );
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('answers pages with their server-rendered HTML, revalidated every time: 200 for a page, 404 with the not-found page for an unknown path (never stored)', async () => {
    for (const [url, status, text] of [
      ['/', 200, 'Plan Your Visit'],
      ['/about', 200, 'About the Expo'],
      // The housing remote is not in this fake repo: its section is left for the browser, inside the rendered header and footer.
      ['/housing', 200, 'Expo Info'],
      ['/no/such/page', 404, 'Page not found'],
    ] as const) {
      const response = await get(url);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain(text);
      expect(response.headers.get('cache-control')).toBe(status === 200 ? 'no-cache' : 'no-store');
    }
  });

  it('answers a page path with the page, never a file of that name from the build', async () => {
    const response = await get('/about');
    expect(await response.text()).toContain('About the Expo');
  });

  it("sends a script's compressed copy from the build as it is, for the encodings the browser takes, cached as the script itself", async () => {
    const script = 'var mfe_access_chunk = 1;\n'.repeat(100);
    // fetch decompresses, so a raw request shows the bytes on the wire.
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; body: Buffer; cacheControl?: string; vary?: string }>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        httpGet(
          { hostname, port, path: '/mfe-access/200.abcdef0123.js', headers: { 'accept-encoding': acceptEncoding } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                body: Buffer.concat(chunks),
                cacheControl: response.headers['cache-control'],
                vary: String(response.headers.vary),
              }),
            );
          },
        ).on('error', reject);
      });
    const br = await raw('br, gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await raw('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    for (const answer of [br, gzip, plain]) {
      expect(answer.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(answer.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answers a page path typed with other case or slashes with a 301 to its one URL, keeping the query', async () => {
    for (const [typed, canonical] of [
      ['/housing/', '/housing'],
      ['/HOUSING', '/housing'],
      ['/E-SHOP/SAKURA-CAP', '/e-shop/sakura-cap'],
      ['/things-to-do/Diriyah', '/things-to-do/diriyah'],
      ['/E-Shop?category=Apparel', '/e-shop?category=Apparel'],
      ['//housing//all/', '/housing/all'],
    ]) {
      const response = await fetch(base + typed, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(canonical);
    }
    expect((await get('/housing')).status).toBe(200);
    // Files and the API keep their own URLs.
    expect((await fetch(`${base}/api/No-Such-Route/`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${base}/mfe-access/MF-MANIFEST.JSON`, { redirect: 'manual' })).status).toBe(404);
  });

  it('opens the bare site address in the language chosen last time, but a link to it in English', async () => {
    const open = (headers: Record<string, string>) => fetch(`${base}/?utm_source=app`, { headers, redirect: 'manual' });
    const arabic = { cookie: 'a=1; expo-language=ar' };
    // Typed, a bookmark or the installed app: Arabic, with the query kept.
    for (const direct of <Record<string, string>[]>[{ 'sec-fetch-site': 'none' }, {}]) {
      const response = await open({ ...arabic, ...direct });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/ar?utm_source=app');
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
    // A link from another site or from this one, no preference, or English remembered: the English Home.
    for (const headers of <Record<string, string>[]>[
      { ...arabic, 'sec-fetch-site': 'cross-site' },
      { ...arabic, 'sec-fetch-site': 'same-origin' },
      { ...arabic, referer: 'https://news.example/expo' },
      { 'sec-fetch-site': 'none' },
      { cookie: 'expo-language=en', 'sec-fetch-site': 'none' },
      { cookie: 'expo-language=xx', 'sec-fetch-site': 'none' },
    ]) {
      const response = await open(headers);
      expect(response.status).toBe(200);
      // Caches keep the bare address apart per preference and way of arrival.
      expect(response.headers.get('vary')).toMatch(/Cookie, Sec-Fetch-Site/);
    }
    // A page that names its language keeps it, whatever was remembered.
    for (const url of ['/ar', '/housing'])
      expect(
        (
          await fetch(base + url, {
            headers: { cookie: 'expo-language=en', 'sec-fetch-site': 'none' },
            redirect: 'manual',
          })
        ).status,
      ).toBe(200);
    expect(
      (await fetch(`${base}/housing`, { headers: { ...arabic, 'sec-fetch-site': 'none' }, redirect: 'manual' })).status,
    ).toBe(200);
  });

  it('serves the registry it was given', async () => {
    const response = await get('/remotes.json');
    expect(await response.json()).toEqual(registry);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a remote under its package path: manifests and entries revalidated, hashed files immutable, loadable cross-origin', async () => {
    const manifest = await get('/mfe-access/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/mfe-access/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/mfe-access/100.abcdef0123.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers a missing asset or API route with a 404, not the HTML', async () => {
    expect((await get('/mfe-access/nope.js')).status).toBe(404);
    expect((await get('/main.missing.js')).status).toBe(404);
    const api = await get('/api/nothing?x=1');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: 'Not Found' });
  });

  it('never answers the delivery API, with a delivery key or without: releases are taken on a private listener only', async () => {
    const remotesOnly = await createSiteServer(
      await siteServerOptions({
        renderHost: createInProcessRenderHost,
        registry,
        repoRoot: fakeRepo(),
        serveShell: false,
      }),
    );
    const remotesOnlyBase = await remotesOnly.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const headers of <Record<string, string>[]>[{}, { authorization: `Bearer ${newDeliveryKey()}` }]) {
        const promote = (origin: string) =>
          fetch(`${origin}/v1/remotes/mfe-shop/promote`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ release: 'a1' }),
          });
        // The site: its not-found page, and a write refused as on any page path, since the site takes none.
        const status = await get('/v1/status', headers);
        expect(status.status).toBe(404);
        expect(await status.text()).toContain('Page not found');
        const promoted = await promote(base);
        expect(promoted.status).toBe(405);
        expect(await promoted.json()).toMatchObject({ message: 'Only GET and HEAD are served here.' });
        // A remote-only origin: a plain 404 for both.
        expect((await fetch(`${remotesOnlyBase}/v1/status`, { headers })).status).toBe(404);
        expect((await promote(remotesOnlyBase)).status).toBe(404);
      }
    } finally {
      await remotesOnly.close();
    }
  });

  it('sends security headers with a CSP that allows exactly the registered remote origins', async () => {
    const response = await get('/');
    const csp = String(response.headers.get('content-security-policy'));
    expect(csp).toContain("script-src 'self' https://shop.example.com;");
    expect(csp).toContain("connect-src 'self' https://shop.example.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('compresses what it serves', async () => {
    const response = await get('/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('registry configuration', () => {
  it('reads the config file and lets REMOTES_REGISTRY move single remotes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-registry-'));
    const file = path.join(dir, 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({ mfe_access: '/mfe-access/mf-manifest.json', mfe_shop: '/mfe-shop/mf-manifest.json' }),
    );
    const merged = loadRegistry({
      REMOTES_REGISTRY_FILE: file,
      REMOTES_REGISTRY: '{"mfe_shop":"http://127.0.0.1:9001/mfe-shop/mf-manifest.json"}',
    });
    expect(merged).toEqual({
      mfe_access: '/mfe-access/mf-manifest.json',
      mfe_shop: 'http://127.0.0.1:9001/mfe-shop/mf-manifest.json',
    });
    expect(locallyServedPackages(merged)).toEqual(['mfe-access']);
    expect(remoteOrigins(merged)).toEqual(['http://127.0.0.1:9001']);
  });

  it('refuses a malformed registry with a message naming the problem', () => {
    expect(() => loadRegistry({ REMOTES_REGISTRY: '{"mfe_shop":"javascript:alert(1)"}' })).toThrow(
      /mfe_shop must be an absolute http\(s\) URL/,
    );
    expect(() => loadRegistry({ REMOTES_REGISTRY: '[1]' })).toThrow(/must be a JSON object/);
  });

  it('knows which files are content-hashed', () => {
    expect(cacheControlFor('/x/main.0123456789.js')).toMatch(/immutable/);
    expect(cacheControlFor('/x/main.0123456789.js.br')).toMatch(/immutable/);
    expect(cacheControlFor('/x/remoteEntry.js.gz')).toBe('no-cache');
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    // Fixed names the pages' CSS and the web app manifests give: a day, not revalidated on every page.
    expect(cacheControlFor('/srv/shell/dist/fonts/noto-sans-arabic-arabic-400-normal.woff2')).toBe(
      'public, max-age=86400',
    );
    expect(cacheControlFor('/srv/shell/dist/icons/icon-192.png')).toBe('public, max-age=86400');
    expect(cacheControlFor('/srv/shell/dist/manifest.webmanifest')).toBe('no-cache');
  });
});

describe('API rate limiting', () => {
  it('limits /api per client with standard RateLimit headers and a JSON 429, leaving pages alone', async () => {
    const app = await createSiteServer(
      await siteServerOptions({
        renderHost: createInProcessRenderHost,
        registry: {},
        repoRoot: fakeRepo(),
        apiRateLimit: { max: 3, windowMs: 60_000 },
        apiPlugins: [async (api) => void api.get('/ping', async () => ({ ok: true }))],
      }),
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const first = await fetch(`${base}/api/ping`);
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit-limit')).toBe('3');
      expect(first.headers.get('ratelimit-remaining')).toBe('2');
      expect(first.headers.get('ratelimit-reset')).toMatch(/^\d+$/);
      await fetch(`${base}/api/ping`);
      await fetch(`${base}/api/ping`);
      const limited = await fetch(`${base}/api/ping`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect((await fetch(`${base}/housing`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('malformed URLs', () => {
  it('answers a page URL with a bad %-escape with the site, and an API one with a JSON 400', async () => {
    const app = await createSiteServer(
      await siteServerOptions({ renderHost: createInProcessRenderHost, registry: {}, repoRoot: fakeRepo() }),
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const pageResponse = await fetch(`${base}/things-to-do/%E0%A4%A`);
      expect(pageResponse.status).toBe(200);
      expect(await pageResponse.text()).toContain('<div id="root">');
      const api = await fetch(`${base}/api/cj/%E0%A4%A`);
      expect(api.status).toBe(400);
      expect(await api.json()).toMatchObject({ error: 'Bad Request', code: 'FST_ERR_BAD_URL' });
    } finally {
      await app.close();
    }
  });
});
