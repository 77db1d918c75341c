import { Redis } from 'ioredis';

/** What the stores log through: pino's shape, which both services' loggers have. */
export interface StoreLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The fleet's shared state (REDIS_URL). Commands fail at once while Redis is unreachable (no
 * offline queue) and after 250 ms when it is slow, so a Redis outage costs a visitor nothing but
 * this instance's own memory taking over; the client reconnects by itself.
 */
export function connectRedis(url: string, log: StoreLog): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 250,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // Once per outage, not once per reconnection attempt.
    if (!reported)
      log.warn({ err: error }, 'Redis is unreachable: rate limits and upstream answers fall back to this instance');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis is reachable again');
    reported = false;
  });
  return redis;
}
