/** @jest-environment node */
/**
 * What a security probe of the running site found, each answered as an attacker from outside would
 * see it: real servers on loopback, asked with real (and deliberately odd) requests.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, type SiteServerOptions } from './app';
import { createInProcessRenderHost } from './testing/inProcessRenderHost';
import type { RenderHostOptions } from './render/pool/renderHost';
import { servedHostnames } from './security/siteOrigin';
import { fakeRepo } from './testing/fakeRepo';
import { rawRequest } from 'site-contract/testing';
import { siteServerOptions } from './testing/siteServerOptions';

const registry = { mfe_access: '/mfe-access/mf-manifest.json' };

/** A site server on a loopback port, with the page URLs its renderer was asked for. */
async function serve(options: Partial<SiteServerOptions> = {}) {
  const rendered: string[] = [];
  const renderHost = (hostOptions: RenderHostOptions) => {
    const host = createInProcessRenderHost(hostOptions);
    return { ...host, page: (url: string, ...rest: [string]) => (rendered.push(url), host.page(url, ...rest)) };
  };
  const app = await createSiteServer(
    await siteServerOptions({ registry, repoRoot: fakeRepo(), renderHost, ...options }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const get = (url: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, { headers });
  return { app, port, get, rendered };
}

/** A GET from another loopback address (127.0.0.2): another client, as the server sees it. */
function getFrom(
  localAddress: string,
  port: number,
  path: string,
): Promise<{ status: number; cacheControl?: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, localAddress }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, cacheControl: response.headers['cache-control'], body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the site origin is configuration, never the request’s host', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  let proxied: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const origin = { siteOrigin: 'https://expo.example', servedHostnames: servedHostnames('https://expo.example') };
    site = await serve(origin);
    proxied = await serve({ ...origin, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => Promise.all([site.app.close(), proxied.app.close()]));

  it('writes the configured origin into robots.txt, the sitemap and a page, whatever Host or X-Forwarded-* say', async () => {
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };
    const robots = await proxied.get('/robots.txt', forwarded);
    expect(await robots.text()).toContain('Sitemap: https://expo.example/sitemap.xml');
    const page = await (await proxied.get('/about', forwarded)).text();
    expect(page).toContain('href="https://expo.example/about"');
    expect(page).not.toMatch(/evil\.example|javascript:/);
    const sitemap = await (await site.get('/sitemap.xml', { host: 'expo.example' })).text();
    expect(sitemap).not.toContain('127.0.0.1');
  });

  it('refuses a host it does not serve with a 421 that names no host and is never stored', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/about', '/mfe-access/remoteEntry.js']) {
      const answer = await rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: evil.com`);
      expect([path, answer.status, answer.headers['cache-control']]).toEqual([path, 421, 'no-store']);
      expect(answer.body).not.toContain('evil.com');
    }
  });

  it('answers a malformed Host with a 400 that is never stored, not a 500', async () => {
    for (const host of ['[::1', 'localhost:99999', '']) {
      for (const path of ['/robots.txt', '/sitemap.xml']) {
        const answer = await rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: ${host}`);
        expect([host, path, answer.status, answer.headers['cache-control']]).toEqual([host, path, 400, 'no-store']);
      }
    }
  });

  it('answers HTTP/1.0 with no Host as the site itself, with the configured origin', async () => {
    const answer = await rawRequest(site.port, 'GET /robots.txt HTTP/1.0');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Sitemap: https://expo.example/sitemap.xml');
  });

  it('serves its own host and loopback', async () => {
    for (const host of ['expo.example', 'EXPO.example:443', 'localhost:8080', '127.0.0.1']) {
      expect([host, (await rawRequest(site.port, `GET /robots.txt HTTP/1.1\r\nHost: ${host}`)).status]).toEqual([
        host,
        200,
      ]);
    }
  });

  it('never lets a shared cache keep an error: the text 404, the static files’ refusals and the API’s 404', async () => {
    for (const [path, status] of [
      ['/no-such-file.txt', 404],
      ['/mfe-access/no-such.js', 404],
      ['/api/nothing-here', 404],
      ['/mfe-access/%2e%2e/secret', 403],
      ['/no/such/page', 404],
    ] as const) {
      const answer = await rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: localhost`);
      expect([path, answer.status, answer.headers['cache-control']]).toEqual([path, status, 'no-store']);
    }
  });
});

describe('redirects stay on the site', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve()));
  afterAll(() => site.app.close());

  it('refuses an absolute-form target for another host, and redirects one for itself to a path of its own', async () => {
    const offSite = await rawRequest(site.port, 'GET https://evil.com/HOUSING HTTP/1.1\r\nHost: localhost');
    expect(offSite.status).toBe(421);
    expect(offSite.headers.location).toBeUndefined();
    const own = await rawRequest(
      site.port,
      `GET http://localhost:${site.port}/HOUSING?x=1 HTTP/1.1\r\nHost: localhost`,
    );
    expect([own.status, own.headers.location]).toEqual([301, '/housing?x=1']);
  });

  it('redirects a path that begins with two slashes or a backslash to a path of this site, never another origin', async () => {
    for (const target of ['//evil.com/HOUSING', '/\\evil.com/HOUSING']) {
      const answer = await rawRequest(site.port, `GET ${target} HTTP/1.1\r\nHost: localhost`);
      expect(answer.headers.location).toMatch(/^\/[^/\\]/);
    }
  });
});

describe('a page in each encoding', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => (site = await serve()));
  afterAll(() => site.app.close());
  const raw = (acceptEncoding: string, ifNoneMatch?: string) =>
    rawRequest(
      site.port,
      `GET /about HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${acceptEncoding}${ifNoneMatch ? `\r\nIf-None-Match: ${ifNoneMatch}` : ''}`,
    );

  it('has an ETag of its own, and a 304 only for the tag of the encoding that request would get', async () => {
    const [identity, gzip, br] = await Promise.all([raw('identity'), raw('gzip'), raw('br')]);
    expect([
      identity.headers['content-encoding'],
      gzip.headers['content-encoding'],
      br.headers['content-encoding'],
    ]).toEqual([undefined, 'gzip', 'br']);
    const tags = [identity.headers.etag, gzip.headers.etag, br.headers.etag];
    expect(new Set(tags).size).toBe(3);
    expect(identity.headers.vary).toMatch(/Accept-Encoding/);
    expect((await raw('identity', br.headers.etag)).status).toBe(200);
    expect((await raw('identity', gzip.headers.etag)).status).toBe(200);
    expect((await raw('gzip', identity.headers.etag)).status).toBe(200);
    expect((await raw('identity', identity.headers.etag)).status).toBe(304);
    expect((await raw('br', br.headers.etag)).status).toBe(304);
    expect((await raw('gzip', `"other", ${gzip.headers.etag}`)).status).toBe(304);
  });
});

describe('the render of a page', () => {
  it('gets only the query parameters the page reads: others neither reach the render nor split the cache', async () => {
    const site = await serve();
    try {
      for (const n of [1, 2, 3]) expect((await site.get(`/about?cb=${n}`)).status).toBe(200);
      await site.get('/e-shop?utm_source=mail&category=apparel&cb=9');
      expect(site.rendered).toEqual(['/about', '/e-shop?category=apparel']);
    } finally {
      await site.app.close();
    }
  });

  it('is budgeted per client: one past its budget gets cached pages and browser-rendered ones, and another client its server-rendered pages', async () => {
    const site = await serve({ renderBudget: { burst: 2, perSecond: 0.001 } });
    try {
      for (const path of ['/about', '/terms']) expect(await (await site.get(path)).text()).toContain('<footer');
      const past = await site.get('/privacy');
      expect([past.status, past.headers.get('cache-control')]).toEqual([200, 'no-store']);
      expect(await past.text()).toBe('<!doctype html><title>Expo Guide</title><div id="root"></div>');
      // A page already rendered costs nothing: still served whole.
      expect(await (await site.get('/about')).text()).toContain('<footer');
      const other = await getFrom('127.0.0.2', site.port, '/privacy');
      expect([other.status, other.cacheControl]).toEqual([200, 'no-cache']);
      expect(other.body).toContain('<footer');
      expect(site.rendered).toEqual(['/about', '/terms', '/privacy']);
    } finally {
      await site.app.close();
    }
  });
});

describe("the renderer's exemption from the API limit", () => {
  it('cannot be claimed with a header: X-Forwarded-For "renderer" from behind a trusted proxy is limited like anyone', async () => {
    const apiPlugins = [async (api: FastifyInstance) => void api.get('/ping', async () => ({ ok: true }))];
    const site = await serve({ trustProxy: 5, apiRateLimit: { max: 2, windowMs: 60_000 }, apiPlugins });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await site.get('/api/ping', { 'x-forwarded-for': 'renderer' })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await site.app.close();
    }
  });
});
