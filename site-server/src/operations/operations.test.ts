/** @jest-environment node */
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { hotelsApi } from 'mfe-housing/server';
import { readCjConfig } from 'mfe-housing/server/cjConfig';
import { startFakeUpstream, testFetch } from 'shared/server/testing';
import { createSiteServer } from '../app';
import { DEFAULT_SERVER_LIMITS } from './serverLimits';
import { createClientOnlyRenderHost } from '../testing/clientOnlyRenderHost';
import { fakeRepo } from '../testing/fakeRepo';
import { siteServerOptions } from '../testing/siteServerOptions';

const registry = { mfe_access: '/mfe-access/mf-manifest.json' };

/** A site server on a loopback port; every request to it comes from 127.0.0.1. */
async function serve(options: Partial<Parameters<typeof createSiteServer>[0]> = {}) {
  const app = await createSiteServer(
    await siteServerOptions({
      registry,
      repoRoot: fakeRepo(),
      renderHost: createClientOnlyRenderHost,
      ...options,
    }),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, get: (url: string, headers: Record<string, string> = {}) => testFetch(base + url, { headers }) };
}

describe('behind a proxy', () => {
  // The same server twice: once with this test as its trusted proxy (127.0.0.1), once trusting another address.
  let behindProxy: Awaited<ReturnType<typeof serve>>;
  let direct: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const options = { apiRateLimit: { max: 2, windowMs: 60_000 }, apiPlugins: [hotelsApi(readCjConfig({}))] };
    behindProxy = await serve({ ...options, trustProxy: ['127.0.0.1'] });
    direct = await serve({ ...options, trustProxy: ['10.0.0.5'] });
  });
  afterAll(() => Promise.all([behindProxy.app.close(), direct.app.close()]));
  const statuses = async (server: typeof direct, clients: string[]) => {
    const result: number[] = [];
    for (const client of clients)
      result.push((await server.get('/api/cj/hotels', { 'x-forwarded-for': client })).status);
    return result;
  };

  it('limits each client behind a trusted proxy on its own: one using up its limit leaves the next one its own', async () => {
    expect(await statuses(behindProxy, ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])).toEqual([
      200, 200, 429, 200,
    ]);
  });

  it('ignores X-Forwarded-For from anyone else: a client cannot escape its limit by inventing addresses', async () => {
    expect(await statuses(direct, ['203.0.113.50', '203.0.113.51', '203.0.113.52'])).toEqual([200, 200, 429]);
  });

  it('writes its configured origin into the absolute URLs it writes, never the protocol and host a proxy forwards', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'expo.example' };
    for (const server of [behindProxy, direct]) {
      expect(await (await server.get('/robots.txt', forwarded)).text()).toMatch(
        /Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/,
      );
    }
  });

  it('returns a request id: the trusted proxy’s own when it sends one, never one a client chose', async () => {
    expect((await behindProxy.get('/healthz', { 'x-request-id': 'lb-7f3a' })).headers.get('x-request-id')).toBe(
      'lb-7f3a',
    );
    expect((await direct.get('/healthz', { 'x-request-id': 'chosen-by-client' })).headers.get('x-request-id')).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });
});

describe('health', () => {
  it('/healthz is alive; /readyz is ready only with the builds on disk and not while shutting down, never cached', async () => {
    const repoRoot = fakeRepo();
    const { app, get } = await serve({ repoRoot });
    try {
      const alive = await get('/healthz');
      expect([alive.status, alive.headers.get('cache-control'), await alive.json()]).toEqual([
        200,
        'no-store',
        { status: 'ok' },
      ]);
      const ready = await get('/readyz');
      expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([
        200,
        'no-store',
        { status: 'ready' },
      ]);

      rmSync(path.join(repoRoot, 'mfe-access', 'dist', 'mf-manifest.json'));
      const unbuilt = await get('/readyz');
      expect(unbuilt.status).toBe(503);
      expect((await unbuilt.json()).problems).toEqual(['mfe-access is not built (mfe-access/dist/mf-manifest.json)']);

      app.readiness.shuttingDown = true;
      expect((await (await get('/readyz')).json()).problems).toContain('shutting down');
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('logs', () => {
  it('are JSON lines with the request id, and hold no credential, cookie or client address, even when an upstream call fails', async () => {
    const upstream = await startFakeUpstream();
    upstream.behave((_req, res) => res.writeHead(500).end('{"error":"boom"}'));
    const secrets = {
      CJ_PERSONAL_ACCESS_TOKEN: 'pat-SECRET-123',
      CJ_COMPANY_ID: 'company-77',
      CJ_WEBSITE_ID: 'site-88',
    };
    const lines: string[] = [];
    const destination = new PassThrough();
    destination.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const { app, get } = await serve({
      logger: { destination },
      apiPlugins: [hotelsApi(readCjConfig({ ...secrets, CJ_API_URL: upstream.url }))],
    });
    try {
      const response = await get('/api/cj/hotels?city=Riyadh', {
        authorization: 'Bearer visitor-token',
        cookie: 'session=abc',
      });
      expect(response.status).toBe(502);
      // The upstream's credentials really were sent: the log must not repeat them.
      expect(JSON.stringify(upstream.requests[0].headers)).toContain('pat-SECRET-123');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requestId = response.headers.get('x-request-id');
      expect(entries.some((entry) => entry.reqId === requestId && entry.msg === 'request completed')).toBe(true);
      expect(
        entries.some(
          (entry) =>
            entry.reqId === requestId && entry.level === 40 && /CJ upstream status/.test(JSON.stringify(entry)),
        ),
      ).toBe(true);
      const everything = lines.join('\n');
      for (const secret of [...Object.values(secrets), 'visitor-token', 'session=abc'])
        expect(everything).not.toContain(secret);
      // The client's address (here loopback) is in none of the request's entries.
      const aboutTheRequest = entries.filter((entry) => entry.reqId === requestId);
      expect(aboutTheRequest.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(aboutTheRequest)).not.toContain('127.0.0.1');
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});

describe('slow and oversized clients', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await createSiteServer(
      await siteServerOptions({
        registry,
        repoRoot: fakeRepo(),
        renderHost: createClientOnlyRenderHost,
        limits: {
          ...DEFAULT_SERVER_LIMITS,
          requestTimeoutMs: 800,
          headersTimeoutMs: 800,
          idleTimeoutMs: 2_000,
          checkEveryMs: 100,
        },
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('closes sockets that trickle a request, and keeps answering everyone else meanwhile', async () => {
    const started = Date.now();
    const trickling = Array.from({ length: 20 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write('POST /api/cj/hotels HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n');
      const drip = setInterval(() => socket.writable && socket.write('X-Drip: 1\r\n'), 200);
      return new Promise<number>((resolve) =>
        socket.on('close', () => (clearInterval(drip), resolve(Date.now() - started))),
      );
    });
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(answered.status).toBe(200);
    const closedAfter = await Promise.all(trickling);
    // Each within the request timeout and one check of it, not the minutes Node's defaults allow.
    expect(Math.max(...closedAfter)).toBeLessThan(800 + 100 + 2_000);
  });

  it('refuses a request body over 1 KB (no route takes one)', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/cj/hotels`, {
      method: 'POST',
      body: 'x'.repeat(4096),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(413);
  });
});

describe('every response is a considered one', () => {
  let server: Awaited<ReturnType<typeof serve>>;
  let port: number;
  beforeAll(async () => {
    server = await serve({ apiPlugins: [hotelsApi(readCjConfig({}))] });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(() => server.app.close());

  /** A raw HTTP exchange, for requests fetch will not send. */
  const raw = (request: string) =>
    new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
      socket.end(request);
    });

  it('answers a malformed URL with security headers and no echo of what was sent', async () => {
    const response = await server.get('/api/%zz%3Cscript%3Ealert(1)%3C/script%3E');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'FST_ERR_BAD_URL' });
    expect(body).not.toMatch(/script|%zz/);
  });

  it('answers headers too large with a JSON 431 carrying the same headers', async () => {
    const answer = await raw(`GET /api/cj/hotels HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(70_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain('x-content-type-options: nosniff');
    expect(answer).toContain('"statusCode":431');
  });

  it('answers a method it does not serve with 405 and Allow, on pages, the API and files alike; an unknown path stays 404', async () => {
    for (const path of ['/housing', '/api/cj/hotels', '/healthz', '/mfe-access/remoteEntry.js']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'DELETE' });
      expect([path, response.status, response.headers.get('allow')]).toEqual([path, 405, 'GET, HEAD']);
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/no-such-route`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a request with two Host headers', async () => {
    const answer = await raw(
      'GET /healthz HTTP/1.1\r\nHost: expo.example\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('more than one Host');
  });

  it('says how long an API answer may be kept: a minute for a success, never for an error', async () => {
    expect((await server.get('/api/cj/hotels?location=Osaka')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await server.get('/api/cj/hotels?guests=0')).headers.get('cache-control')).toBe('no-store');
    const unknown = await server.get('/api/nothing-here');
    expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, 'no-store']);
    expect(await unknown.json()).toEqual({ error: 'Not Found', message: 'There is no such API route.' });
  });
});

describe('metrics', () => {
  it('counts requests by kind, API answers, rate limiting and upstream calls, and are not on the public listener unless asked', async () => {
    const upstream = await startFakeUpstream();
    upstream.json({ data: { products: { resultList: [] } } });
    const cj = { CJ_PERSONAL_ACCESS_TOKEN: 'pat', CJ_COMPANY_ID: 'c', CJ_WEBSITE_ID: 'w', CJ_API_URL: upstream.url };
    const hidden = await serve();
    const { app, get } = await serve({
      publicMetrics: true,
      apiRateLimit: { max: 3, windowMs: 60_000 },
      apiPlugins: [hotelsApi(readCjConfig(cj))],
    });
    try {
      expect((await hidden.get('/metrics')).status).toBe(404);
      for (let i = 0; i < 4; i++) await get('/api/cj/hotels?location=Riyadh');
      await (await get('/mfe-access/remoteEntry.js')).text();
      await (await get('/healthz')).text();
      // A request is counted once its response has gone out, which the client can see before the server does: ask until both are in.
      let response = await get('/metrics');
      let text: string = await response.text();
      for (
        let attempt = 0;
        attempt < 40 && !(text.includes('kind="remote-file"') && text.includes('kind="operations"'));
        attempt++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        response = await get('/metrics');
        text = await response.text();
      }
      expect(response.headers.get('content-type')).toContain('text/plain');
      const value = (series: string) =>
        Number(
          text
            .split('\n')
            .find((line) => line.startsWith(`${series} `))
            ?.slice(series.length + 1),
        );
      expect(value('expo_http_requests_total{kind="api",status="2xx"}')).toBe(3);
      expect(value('expo_http_requests_total{kind="api",status="4xx"}')).toBe(1);
      expect(value('expo_http_requests_total{kind="remote-file",status="2xx"}')).toBe(1);
      expect(value('expo_api_rate_limited_total')).toBe(1);
      expect(value('expo_upstream_calls_total{cache="cj-hotels",outcome="ok"}')).toBe(1);
      expect(value('expo_upstream_cache_total{cache="cj-hotels",result="hit"}')).toBe(2);
      expect(text).toMatch(/^expo_http_request_duration_seconds_bucket\{le="0.1",kind="api"\} \d+/m);
    } finally {
      await Promise.all([app.close(), hidden.app.close(), upstream.close()]);
    }
  });
});
