import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hostnameOf, requestAuthority } from '../security/siteOrigin';

/**
 * What every answer carries when helmet cannot run (an error Fastify or Node raises before routing):
 * a JSON body may not be sniffed, framed or run as anything, and is not cached.
 */
export const BASELINE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const errorBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/**
 * Fastify's errors raised before a route runs (a malformed URL, say): a JSON 400 with the baseline
 * headers and the error's code, never the URL the client sent echoed back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .code(statusCode)
    .headers(BASELINE_HEADERS)
    .send({ ...errorBody(statusCode, 'The request could not be read.'), code: error.code });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The URL or headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time.'],
};

/**
 * What Node refuses before Fastify sees a request (headers too large, a request too slow to
 * arrive, malformed requests): answered on the socket with a JSON 431, 408 or 400 and the baseline
 * headers, then the socket is destroyed (a client still sending gets no more of our time).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const [statusCode, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request could not be read.'];
  const body = JSON.stringify(errorBody(statusCode, message));
  const headers = {
    ...BASELINE_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  socket.write([`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`, ...head, '', body].join('\r\n'), () =>
    socket.destroy(),
  );
}

/**
 * Requests for a host the site does not serve are refused before anything is answered: 400 for a
 * malformed Host or two of them (caches and proxies may each believe another one), 421 for a host
 * not among `hostnames`. An absolute-form target's host counts as its Host. A request naming no host
 * (HTTP/1.0, some balancers' health checks) is answered as the site's.
 */
export function refuseUnservedHost(hostnames: () => ReadonlySet<string>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const hosts = request.raw.rawHeaders
      .filter((_value, index) => index % 2 === 0)
      .filter((name) => name.toLowerCase() === 'host');
    if (hosts.length > 1)
      return reply.code(400).headers(BASELINE_HEADERS).send(errorBody(400, 'The request names more than one Host.'));
    const authority = requestAuthority(request.originalUrl, request.raw.headers.host);
    if (authority === undefined) return;
    const hostname = hostnameOf(authority);
    if (hostname === undefined)
      return reply
        .code(400)
        .headers(BASELINE_HEADERS)
        .send(errorBody(400, 'The request’s Host is not a valid host name.'));
    if (!hostnames().has(hostname))
      return reply.code(421).headers(BASELINE_HEADERS).send(errorBody(421, 'This server does not serve that host.'));
  };
}

/** No error answer is kept by any cache (a 404 page included: it is rendered again for the next visitor). */
export async function noStoreOnErrors<T>(_request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> {
  if (reply.statusCode >= 400) reply.header('Cache-Control', 'no-store');
  return payload;
}

/**
 * Everything this server answers is read-only: a method other than GET or HEAD on something it
 * serves is a 405 naming what is allowed; on a path it does not serve, a 404 as before.
 */
export function readOnlyRoutes(app: FastifyInstance) {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('GET')) return;
    if (route.url.endsWith('*')) prefixes.push(route.url.slice(0, -1));
    else exact.add(route.url);
  });
  const servesGet = (pathname: string) =>
    exact.has(pathname) || prefixes.some((prefix) => prefix !== '/' && pathname.startsWith(prefix));
  return {
    /**
     * For a not-found handler: the 405 for a request that is not a read, on a path a GET has a route
     * for or that `servedWithoutRoute` says is served (pages, answered by the not-found handler
     * itself); undefined for anything else.
     */
    refuseWrite(request: FastifyRequest, reply: FastifyReply, servedWithoutRoute = false) {
      if (request.method === 'GET' || request.method === 'HEAD') return undefined;
      if (!servedWithoutRoute && !servesGet(request.url.split('?')[0])) return undefined;
      return reply.code(405).header('Allow', 'GET, HEAD').send(errorBody(405, 'Only GET and HEAD are served here.'));
    },
  };
}

/** API answers: a success may be kept a minute (the server's own cache holds it that long); an error is never kept. */
export async function apiCacheControl<T>(_request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> {
  if (!reply.hasHeader('cache-control'))
    reply.header('Cache-Control', reply.statusCode === 200 ? 'public, max-age=60' : 'no-store');
  return payload;
}
