import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CachedAnswer, SharedAnswers } from 'shared/server/upstreamCache';

/**
 * The fleet's shared state (REDIS_URL). Commands fail at once while Redis is unreachable (no
 * offline queue) and after 250 ms when it is slow, so a Redis outage costs a visitor nothing but
 * this instance's own memory taking over; the client reconnects by itself.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, commandTimeout: 250, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Once per outage, not once per reconnection attempt.
    if (!reported) log.warn({ err: error }, 'Redis is unreachable: rate limits and upstream answers fall back to this instance');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is reachable again');
    reported = false;
  });
  return redis;
}

/** Upstream answers and their call locks in Redis, for UpstreamCache. */
export function redisAnswers(redis: Redis): SharedAnswers {
  const answerKey = (key: string) => `expo:answer:${key}`;
  const lockKey = (key: string) => `expo:lock:${key}`;
  return {
    async get<V>(key: string) {
      const text = await redis.get(answerKey(key));
      return text ? (JSON.parse(text) as CachedAnswer<V>) : undefined;
    },
    async set(key, answer, keepMs) {
      await redis.set(answerKey(key), JSON.stringify(answer), 'PX', Math.ceil(keepMs));
    },
    async lock(key, ms) {
      return (await redis.set(lockKey(key), '1', 'PX', ms, 'NX')) === 'OK';
    },
    async isLocked(key) {
      return (await redis.exists(lockKey(key))) === 1;
    },
    async unlock(key) {
      await redis.del(lockKey(key));
    },
  };
}

type Counted = { current: number; ttl: number };
type Incr = (key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number) => void;

/** This instance's own fixed-window counters, for when Redis cannot be asked. */
function memoryCounters(): Incr {
  const windows = new Map<string, { current: number; resetAt: number }>();
  return (key, callback, timeWindow) => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      // Expired windows are dropped as they are met, and all at once past a bound.
      if (windows.size > 10_000) for (const [old, { resetAt }] of windows) if (resetAt <= now) windows.delete(old);
      window = { current: 0, resetAt: now + timeWindow };
      windows.set(key, window);
    }
    window.current += 1;
    callback(null, { current: window.current, ttl: window.resetAt - now });
  };
}

const RATE_LIMIT_SCRIPT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return {current, redis.call('PTTL', KEYS[1])}
`;

/**
 * A @fastify/rate-limit store: the fleet's counters in Redis (one limit across every instance), and
 * this instance's own counters whenever Redis fails, so a Redis outage never refuses or fails a request.
 */
export function fleetRateLimitStore(redis: Redis, onFallback: (error: unknown) => void) {
  redis.defineCommand('expoRateLimit', { numberOfKeys: 1, lua: RATE_LIMIT_SCRIPT });
  const local = memoryCounters();
  const incrementInRedis = (redis as unknown as { expoRateLimit(key: string, windowMs: number): Promise<[number, number]> }).expoRateLimit.bind(redis);
  return class FleetRateLimitStore {
    // @fastify/rate-limit constructs the store with its own options, which this store does not need.
    constructor(
      _options?: unknown,
      private readonly prefix = 'expo:rate:',
    ) {}
    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number, max: number) {
      incrementInRedis(this.prefix + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => {
          onFallback(error);
          local(this.prefix + key, callback, timeWindow, max);
        },
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes the route as routeInfo (as its own RedisStore reads it).
      const route = (routeOptions as { routeInfo?: { method: string; url: string } }).routeInfo ?? { method: String(routeOptions.method), url: routeOptions.url };
      return new FleetRateLimitStore(undefined, `${this.prefix}${route.method}${route.url}:`);
    }
  };
}
