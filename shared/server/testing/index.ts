import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A real HTTP server on loopback standing in for a third-party API (CJ, Gelato). Tests set how it
 * behaves and read what it was sent. Test-only.
 */
export async function startFakeUpstream() {
  const requests: RecordedRequest[] = [];
  let behaviour: (req: IncomingMessage, res: ServerResponse, body: string) => void = (_req, res) => res.end('{}');
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      behaviour(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    behave(next: typeof behaviour) {
      behaviour = next;
    },
    json(value: unknown, status = 200) {
      behaviour = (_req, res) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
    },
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Serves one API plugin under /api on a real loopback port, as the site server mounts it. */
/**
 * A fetch Response whose JSON is untyped, as the DOM's own types have it (Node's say `unknown`): each
 * test asserts the body's shape itself.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<any> };

/** How long a test's request may wait for its answer unless the test says. */
const REQUEST_WITHIN_MS = 10_000;

/** `fetch` with a deadline (its own, unless `init` has a signal): a request past it fails naming its URL. */
export async function fetchWithin(url: string | URL, init: RequestInit = {}, withinMs = REQUEST_WITHIN_MS) {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(withinMs), ...init });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new Error(`${init.method ?? 'GET'} ${url} did not answer within ${withinMs / 1000} s`);
    throw error;
  }
}

/** `fetch` for tests, with a deadline, answering a TestResponse. */
export const testFetch = (url: string, init?: RequestInit) => fetchWithin(url, init) as Promise<TestResponse>;

export async function serveApi(
  plugin: FastifyPluginAsync,
): Promise<{ app: FastifyInstance; get: (path: string) => Promise<TestResponse> }> {
  const app = Fastify({ forceCloseConnections: true });
  await app.register(plugin, { prefix: '/api' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, get: (path: string) => testFetch(base + path) };
}
