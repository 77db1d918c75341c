import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { fleetRateLimitStore } from 'site-contract/rateLimitStore';
import { apiCacheControl } from '../operations/responsePolicy';
import type { SiteMetrics } from '../operations/metrics';

/**
 * The socket address the renderer's API requests carry (they are injected, never on the network): not
 * an IP address, so no connection can have it, and no header can make a request look like one.
 */
export const RENDERER_ADDRESS = 'renderer';

export interface ApiOptions {
  /** Section API plugins, each mounted under /api. */
  apiPlugins: FastifyPluginAsync[];
  /** Per-client limit on /api requests. */
  apiRateLimit: { max: number; windowMs: number };
  metrics: SiteMetrics;
  /** The fleet's shared state: one limit across every instance (undefined: this instance's own). */
  redis: Redis | undefined;
}

/** The sections' APIs under /api, rate limited per client, with the standard RateLimit headers and a JSON 429. */
export default fp<ApiOptions>(
  async (app, { apiPlugins, apiRateLimit, metrics, redis }) => {
    await app.register(
      async (api) => {
        api.addHook('onSend', apiCacheControl);
        await api.register(rateLimit, {
          max: apiRateLimit.max,
          timeWindow: apiRateLimit.windowMs,
          enableDraftSpec: true,
          onExceeded: () => metrics.rateLimited.inc(),
          ...(redis && {
            store: fleetRateLimitStore(redis, {
              prefix: 'expo:rate:',
              onFallback: () => metrics.redisFallbacks.inc({ use: 'rate-limit' }),
            }),
          }),
          // By the socket, which no client chooses: request.ip may come from X-Forwarded-For.
          allowList: (request) => request.raw.socket?.remoteAddress === RENDERER_ADDRESS,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many requests: try again in ${context.after}.`,
          }),
        });
        for (const plugin of apiPlugins) await api.register(plugin);
      },
      { prefix: '/api' },
    );
  },
  { name: 'api' },
);
