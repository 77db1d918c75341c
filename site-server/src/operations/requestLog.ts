import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

/** The header a request id comes in (from a trusted proxy only) and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * A request's id: the trusted proxy's, so one id follows a request through the balancer and this
 * server, or a new one. A client that is not a trusted proxy cannot choose ids in our logs.
 */
export function requestIdFrom(isTrustedPeer: (address: string | undefined) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTABLE_ID.test(given) && isTrustedPeer(request.socket.remoteAddress))
      return given;
    return randomUUID();
  };
}

/**
 * Structured JSON logs (pino, Fastify's own logger). A request is logged by method, path and
 * query, status and time: no client address, user agent, cookie or credential. Headers are left
 * out by the serializers; the redaction paths are a second fence should an error carry them.
 */
export function logOptions(destination?: NodeJS.WritableStream, level = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    redact: {
      paths: [
        'headers',
        '*.headers',
        '*.*.headers',
        'authorization',
        '*.authorization',
        'apiKey',
        '*.apiKey',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: request.url,
        id: request.id,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
