import type { Redis } from 'ioredis';
import { leaderKeys } from './leaderKeys';
import {
  DecisionFenced,
  RevisionConflict,
  RevisionStoreUnreachable,
  type InstanceReport,
  type RegistryRevision,
  type RevisionStore,
} from './revisionStore';

export interface RedisRevisionStore extends RevisionStore {
  /**
   * Calls `onRevision` with each new revision's number as it is written, by any instance; resolves once
   * the subscription is live (or, when Redis cannot be reached, at once: it goes live when Redis does).
   * Resolves to the function that ends it.
   */
  subscribe(onRevision: (revision: number) => void): Promise<() => Promise<void>>;
}

// The compare-and-swap, the write and the announcement in one script: Redis runs a script whole, with
// no other command in between, so two writers of one number cannot both win and no reader ever sees a
// latest number without its revision.
// A leader's change (a token in ARGV[4]) is fenced in the same step: refused (-2) when a later term has begun.
const APPEND = `
local latest = tonumber(redis.call('GET', KEYS[1]) or '0')
if ARGV[4] ~= '' and tonumber(ARGV[4]) < tonumber(redis.call('GET', KEYS[3]) or '0') then return -2 end
if latest + 1 ~= tonumber(ARGV[1]) then return latest end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('SET', KEYS[1], ARGV[1])
redis.call('PUBLISH', ARGV[3], ARGV[1])
return -1
`;

// The latest revision in one round trip, which every instance asks for on each poll.
const LATEST = `
local latest = redis.call('GET', KEYS[1])
if not latest then return false end
return redis.call('HGET', KEYS[2], latest)
`;

type ScriptedRedis = Redis & {
  expoRevisionAppend(
    latestKey: string,
    revisionsKey: string,
    termKey: string,
    revision: number,
    json: string,
    channel: string,
    token: string,
  ): Promise<number>;
  expoRevisionLatest(latestKey: string, revisionsKey: string): Promise<string | null>;
};

/**
 * A command refused before it was sent (no connection, and no offline queue; or a client already
 * closed) changed nothing; one that was sent and then timed out or lost its connection may have run.
 */
const unreachable = (error: unknown, statusBefore: string) =>
  new RevisionStoreUnreachable(
    (error instanceof Error && error.message.includes('enableOfflineQueue')) || statusBefore === 'end'
      ? 'no'
      : 'unknown',
    { cause: error },
  );

// A read changes nothing, whatever became of it: a change whose first read fails says so.
const readFailed = (error: unknown): never => {
  throw new RevisionStoreUnreachable('no', { cause: error });
};

/**
 * The registry's revisions in Redis, shared by a fleet of instances: each revision's JSON in the hash
 * `prefix:revisions` under its number, and `prefix:latest` the latest number. A new revision is
 * announced on the channel `prefix:changes`, so instances that subscribe serve it at once.
 */
export function createRedisRevisionStore(
  redis: Redis,
  { prefix = 'expo:registry', leaderPrefix }: { prefix?: string; leaderPrefix?: string } = {},
): RedisRevisionStore {
  const latestKey = `${prefix}:latest`;
  const termKey = leaderKeys(leaderPrefix).term;
  const revisionsKey = `${prefix}:revisions`;
  const channel = `${prefix}:changes`;
  const instancesKey = `${prefix}:instances`;
  // defineCommand sends the script's hash and the script itself only when Redis does not know it yet,
  // after a restart included. A connection shared with another store defines it once.
  if (!('expoRevisionAppend' in redis)) {
    redis.defineCommand('expoRevisionAppend', { numberOfKeys: 3, lua: APPEND });
    redis.defineCommand('expoRevisionLatest', { numberOfKeys: 2, lua: LATEST });
  }
  const scripted = redis as ScriptedRedis;
  const parse = (json: string | null) => (json ? (JSON.parse(json) as RegistryRevision) : undefined);

  return {
    async latest() {
      return parse(await scripted.expoRevisionLatest(latestKey, revisionsKey).catch(readFailed));
    },

    async history(limit) {
      const latest = Number((await redis.get(latestKey).catch(readFailed)) ?? 0);
      const count = Math.max(0, Math.min(Math.floor(limit), latest));
      if (count === 0) return [];
      // Revisions are never changed nor removed once written, so the latest number read above still names them.
      const numbers = Array.from({ length: count }, (_, i) => String(latest - i));
      return (await redis.hmget(revisionsKey, ...numbers).catch(readFailed)).flatMap((json) => parse(json) ?? []);
    },

    async append(next, fence) {
      let latest: number;
      const statusBefore = redis.status;
      try {
        latest = await scripted.expoRevisionAppend(
          latestKey,
          revisionsKey,
          termKey,
          next.revision,
          JSON.stringify(next),
          channel,
          fence ? String(fence.token) : '',
        );
      } catch (error) {
        throw unreachable(error, statusBefore);
      }
      if (latest === -2)
        throw new DecisionFenced(`a later leader's term has begun: the change of term ${fence?.token} is refused`);
      if (latest !== -1) throw new RevisionConflict(`revision ${next.revision} does not follow the latest, ${latest}`);
    },

    async report(served) {
      await redis.hset(instancesKey, served.instance, JSON.stringify(served)).catch(readFailed);
    },

    async instances() {
      const reports = await redis.hvals(instancesKey).catch(readFailed);
      return reports.map((json) => JSON.parse(json) as InstanceReport);
    },

    async subscribe(onRevision) {
      // A connection in subscriber mode can send nothing else. This one queues its SUBSCRIBE while Redis
      // is unreachable and sends it again after each reconnection, without a timeout on it.
      const subscriber = redis.duplicate({
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        commandTimeout: undefined,
      });
      // Its connection errors are Redis's outage, which the main connection reports; the polling covers the gap.
      subscriber.on('error', () => undefined);
      subscriber.on('message', (from: string, message: string) => {
        const revision = Number(message);
        if (from === channel && Number.isInteger(revision)) onRevision(revision);
      });
      const subscribed = subscriber.subscribe(channel).then(
        () => undefined,
        (error: unknown) => error,
      );
      // Startup does not wait for Redis: when the first connection attempt fails, the subscription goes live later.
      const failed = new Promise<undefined>((resolve) => subscriber.once('close', () => resolve(undefined)));
      const refused = await Promise.race([subscribed, failed]);
      if (refused) {
        // Redis answered and said no (an ACL, say): it would say no again on every reconnection.
        subscriber.disconnect();
        throw refused;
      }
      return async () => {
        // QUIT would wait in the offline queue behind the SUBSCRIBE while Redis is unreachable.
        if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
        else subscriber.disconnect();
      };
    },
  };
}
