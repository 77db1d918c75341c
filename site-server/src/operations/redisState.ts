import type { Redis } from 'ioredis';
import type { CachedAnswer, SharedAnswers } from 'shared/server';

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
