import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import { registerHealth } from '../operations/health';
import { createMetrics, metricsAnswer, routeKind, type SiteMetrics } from '../operations/metrics';
import { redisAnswers } from '../operations/redisState';
import { REQUEST_ID_HEADER } from '../operations/requestLog';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: SiteMetrics;
  }
}

export interface OperationsOptions {
  repoRoot: string;
  registry: RemoteRegistry;
  /** Packages whose builds this server serves (the shell's included when it serves pages). */
  builds: string[];
  /** The fleet's Redis, when there is one (its answers shared, its reachability in /readyz). */
  redis: Redis | undefined;
  /** Answer /metrics on this listener (METRICS_PUBLIC=1); otherwise a 404 here. */
  publicMetrics: boolean;
}

/**
 * What the platform team runs the server by, registered before anything else: metrics for every
 * response, the request id header, /healthz and /readyz (Redis included when configured), /metrics,
 * and, for the sections' API plugins, the upstream observer (counting calls and lookups) and the
 * fleet's shared answers (Redis, when configured).
 */
export default fp<OperationsOptions>(
  async (app, { repoRoot, registry, builds, redis, publicMetrics }) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.decorate('upstreamObserver', {
      lookup: (cache: string, result: string) => metrics.upstreamCache.inc({ cache, result }),
      call: (cache: string, outcome: string) => metrics.upstreamCalls.inc({ cache, outcome }),
      sharedFailed: () => metrics.redisFallbacks.inc({ use: 'answers' }),
    });
    app.decorate('sharedAnswers', redis ? redisAnswers(redis) : undefined);
    app.addHook('onResponse', async (request, reply) => {
      const kind = routeKind(request.url);
      metrics.requests.inc({ kind, status: `${Math.floor(reply.statusCode / 100)}xx` });
      metrics.requestSeconds.observe({ kind }, reply.elapsedTime / 1000);
    });
    // Not a page either way: without METRICS_PUBLIC a plain 404, so no one mistakes it for a live endpoint.
    app.get('/metrics', async (_request, reply) => {
      if (!publicMetrics)
        return reply.code(404).header('Cache-Control', 'no-store').type('text/plain').send('Not Found');
      const { headers, body } = await metricsAnswer(metrics);
      return reply.headers(headers).send(body);
    });
    app.addHook('onRequest', async (request, reply) => void reply.header(REQUEST_ID_HEADER, request.id));
    registerHealth(app, {
      repoRoot,
      registry,
      builds,
      extra: redis
        ? [async () => (redis.status === 'ready' ? undefined : `Redis is not reachable (${redis.status})`)]
        : [],
    });
  },
  { name: 'operations' },
);
