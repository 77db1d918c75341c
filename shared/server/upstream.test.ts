/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError, fetchUpstreamJson } from './upstream';
import { toPlainText } from './plainText';
import { TtlCache } from './ttlCache';

/** A real HTTP server on loopback whose behaviour each test sets. */
let behave: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => behave(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

const call = (options: Partial<Parameters<typeof fetchUpstreamJson>[0]> = {}) => fetchUpstreamJson({ service: 'Fake', url, ...options });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return (error as UpstreamError).reason;
};

describe('fetchUpstreamJson against a real loopback server', () => {
  it('returns parsed JSON and sends the headers it is given', async () => {
    behave = (req, res) => res.end(JSON.stringify({ key: req.headers['x-api-key'] }));
    await expect(call({ headers: { 'x-api-key': 'k1' } })).resolves.toEqual({ key: 'k1' });
  });

  it('turns a 500 into a status failure', async () => {
    behave = (_req, res) => ((res.statusCode = 500), res.end('boom'));
    expect(await failure(call())).toBe('status');
  });

  it('turns a body that is not JSON into a malformed failure', async () => {
    behave = (_req, res) => res.end('<html>not json');
    expect(await failure(call())).toBe('malformed');
  });

  it('gives up after the timeout, even when headers came but the body never finishes', async () => {
    behave = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"slow":');
    };
    const started = Date.now();
    expect(await failure(call({ timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a body larger than the limit', async () => {
    behave = (_req, res) => res.end(JSON.stringify({ blob: 'x'.repeat(5_000) }));
    expect(await failure(call({ maxBytes: 1_000 }))).toBe('too-large');
  });

  it('reports a reset connection as a network failure', async () => {
    behave = (req) => req.socket.destroy();
    expect(await failure(call())).toBe('network');
  });
});

describe('toPlainText', () => {
  it('drops tags, scripts and styles, decodes entities and folds spaces', () => {
    expect(toPlainText('<p>Soft&nbsp;<b>cotton</b> tee</p><script>alert(1)</script><style>p{}</style> &amp; more &#169;')).toBe('Soft cotton tee & more ©');
    expect(toPlainText('<img src=x onerror=alert(1)>Hello')).toBe('Hello');
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('‹script›alert(1)‹/script›');
    expect(toPlainText(42)).toBe('');
  });
});

describe('TtlCache', () => {
  it('serves a value until it expires and caches only successful loads', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1_000, 10, () => now);
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.getOrLoad('k', load)).toBe(2);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(cache.get('bad')).toBeUndefined();
  });

  it('keeps at most maxEntries', () => {
    const cache = new TtlCache<number>(1_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});
