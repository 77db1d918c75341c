import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DeliveryRefused, type Delivery } from './delivery';
import { authorize, type DeliveryKey } from 'site-contract/api/deliveryKeys';
import { platformPages } from '../platform/platformPages';
import type { SessionStore } from '../platform/sessions';
import type { Redis } from 'ioredis';
import { fleetRateLimitStore } from 'site-contract/rateLimitStore';
import type { JudgeReport } from '../rollout/judgeReport';
import { UPLOAD_LIMITS } from 'site-contract/releases/uploadCheck';
import { KeyRefused, statusOfError } from './errorStatus';
import { NoteBody, PromoteBody, PublishBody, RollbackBody } from 'site-contract/api/bodies';

function parsed<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success)
    throw new DeliveryRefused(
      400,
      `The request's body is not what this route takes: ${v.summarize(result.issues).split('\n')[0].replace(/^× /, '')}`,
    );
  return result.output;
}

/**
 * The delivery API: what `npm run release` talks to. Its own Fastify server on its own port, never on
 * the public listener, and loopback by default (DELIVERY_HOST). Every request needs a key
 * (Authorization: Bearer …); a change to a remote needs a key of that remote or the platform's.
 */
/** What the delivery server is made of, in the shape site-control's main builds it (every part given). */
export interface DeliveryServerOptions {
  delivery: Delivery;
  /** The keys it takes, asked for each request (deliveryKeysOf). */
  keys: () => readonly DeliveryKey[];
  /** The judge's latest reports, for the platform page. */
  judge: () => Promise<JudgeReport[]>;
  /** Requests per client per window (DELIVERY_RATE_LIMIT_MAX, DELIVERY_RATE_LIMIT_WINDOW_MS). */
  rateLimit: { max: number; windowMs: number };
  /** Fastify's request logs (none in production: the audit log and the control plane's own lines say what changed). */
  logger: boolean;
  /** The platform page's signed-in browsers (createSessionStore, or createRedisSessionStore in a fleet). */
  sessions: SessionStore;
  /** The fleet's Redis (REDIS_URL): the rate limit counted there, one for every replica; undefined: this process's. */
  redis: Redis | undefined;
}

export function createDeliveryServer({
  delivery,
  keys,
  logger,
  judge,
  rateLimit: limit,
  sessions,
  redis,
}: DeliveryServerOptions): FastifyInstance {
  // Base64 makes an upload a third larger than its files.
  const app = Fastify({ logger, bodyLimit: Math.ceil((UPLOAD_LIMITS.maxTotalBytes * 4) / 3) + 64 * 1024 });
  void app.register(rateLimit, {
    max: limit.max,
    timeWindow: limit.windowMs,
    // Counted in Redis when the fleet has it (this process's count while Redis fails), so a client's
    // 429 does not depend on which replica answered.
    ...(redis && {
      store: fleetRateLimitStore(redis, {
        prefix: 'expo:control:rate:',
        onFallback: (error) => app.log.warn({ err: error }, 'the delivery API’s rate limit fell back to this replica'),
      }),
    }),
  });
  // The platform team's page (/platform), on this private listener only.
  void app.register(platformPages, { delivery, keys, judge, sessions });

  // For the balancer in front of the replicas, with no key and outside the rate limit (added before
  // it loads): alive, and ready while the fleet's Redis answers (a replica without it takes no change).
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const unready =
      redis &&
      (await redis.ping().then(
        () => undefined,
        () => `Redis is not reachable (${redis.status})`,
      ));
    return unready ? reply.code(503).send({ status: 'unready', reason: unready }) : { status: 'ready' };
  });

  app.setErrorHandler((error, _request, reply) => {
    const status = statusOfError(error);
    if (status !== undefined) return reply.code(status).send({ error: (error as Error).message });
    app.log.error(error);
    return reply
      .code(500)
      .send({ error: 'The delivery service failed; nothing was changed that the response does not say.' });
  });

  /** The name of the key each request was let in with (by `keyed`, before its body was read). */
  const keyNames = new WeakMap<FastifyRequest, string>();
  /**
   * A route's key check, made before its body is read, so a request without a key that may do what it
   * asks (to its `:remote`, when it changes one) is refused without the server taking in or parsing its
   * body. preParsing, not onRequest: the rate limit's onRequest hook comes first, so refused requests
   * count against it too.
   */
  const keyed = (changesRemote: boolean) => ({
    preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
      const remote = changesRemote ? (request.params as { remote: string }).remote : undefined;
      const result = authorize(keys(), request.headers.authorization, remote);
      if (result.status !== 200) throw new KeyRefused(result.status, result.message);
      keyNames.set(request, result.key.name);
      return payload;
    },
  });
  /** The name of the key `keyed` let the request in with. */
  const who = (request: FastifyRequest): string => keyNames.get(request)!;
  type OfRemote = { Params: { remote: string } };

  // A plugin of their own, so that they are added once the rate limit is in place (its onRoute hook
  // sees only routes added after it loads; routes added beside its registration escaped it).
  void app.register(async (api) => {
    api.post<OfRemote>('/v1/remotes/:remote/releases', keyed(true), async (request, reply) => {
      const body = parsed(PublishBody, request.body);
      const files = body.files.map((file) => ({ path: file.path, bytes: Buffer.from(file.base64, 'base64') }));
      return reply.code(201).send(await delivery.publish(who(request), request.params.remote, files, body.note));
    });
    api.post<OfRemote>('/v1/remotes/:remote/promote', keyed(true), async (request) => {
      const body = parsed(PromoteBody, request.body);
      return delivery.promote(who(request), request.params.remote, body.release, body.note, {
        percent: body.percent,
        plan: body.plan,
        onWorse: body.onWorse,
      });
    });
    api.post<OfRemote>('/v1/remotes/:remote/rollback', keyed(true), async (request) => {
      const body = parsed(RollbackBody, request.body ?? {});
      return delivery.rollback(who(request), request.params.remote, body.to, body.note);
    });
    for (const action of ['pause', 'resume'] as const) {
      api.post<OfRemote>(`/v1/remotes/:remote/${action}`, keyed(true), async (request) =>
        delivery[action](who(request), request.params.remote, parsed(NoteBody, request.body ?? undefined).note),
      );
    }
    api.get<OfRemote>('/v1/remotes/:remote/releases', keyed(false), async (request) =>
      delivery.list(request.params.remote),
    );
    api.get('/v1/status', keyed(false), async () => delivery.status());
    api.get<{ Querystring: { remote?: string } }>('/v1/audit', keyed(false), async (request) =>
      delivery.audit(typeof request.query.remote === 'string' ? request.query.remote : undefined),
    );
  });
  return app;
}
