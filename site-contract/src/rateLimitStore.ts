import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Counts in Redis, or in this instance's own store whenever Redis fails (counted by onFallback). */
class FallbackRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly fleet: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly onFallback: (error: unknown) => void,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
    this.fleet.incr(
      key,
      (error, result) => {
        if (!error) return callback(null, result);
        this.onFallback(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FallbackRateLimitStore(this.fleet.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

/**
 * A @fastify/rate-limit store: the plugin's own Redis store (one limit across every instance), and
 * its own in-memory store whenever Redis fails, so a Redis outage never refuses or fails a request.
 */
export function fleetRateLimitStore(
  redis: Redis,
  { prefix, onFallback }: { prefix: string; onFallback: (error: unknown) => void },
): new () => FastifyRateLimitStore {
  return class FleetRateLimitStore extends FallbackRateLimitStore {
    // The plugin constructs its store with its options; these stores keep its defaults.
    constructor() {
      super(new RedisStore(false, false, redis, prefix), new LocalStore(false, false), onFallback);
    }
  };
}
