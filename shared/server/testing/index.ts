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

/** `fetch` for tests, answering a TestResponse. */
export const testFetch = (url: string, init?: RequestInit) => fetch(url, init) as Promise<TestResponse>;

export async function serveApi(
  plugin: FastifyPluginAsync,
): Promise<{ app: FastifyInstance; get: (path: string) => Promise<TestResponse> }> {
  const app = Fastify({ forceCloseConnections: true });
  await app.register(plugin, { prefix: '/api' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, get: (path: string) => testFetch(base + path) };
}
