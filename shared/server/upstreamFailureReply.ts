import type { FastifyReply, FastifyRequest } from 'fastify';
import { UpstreamError } from './upstream';

/** Every upstream failure answers the same way: logged, then a 502 JSON error the page can act on. */
export function sendUpstreamFailure(request: FastifyRequest, reply: FastifyReply, error: unknown, message: string) {
  request.log.warn({ err: error }, message);
  const reason = error instanceof UpstreamError ? error.reason : 'error';
  return reply.code(502).send({ error: 'Bad Gateway', message, reason });
}
