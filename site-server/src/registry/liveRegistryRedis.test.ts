/** @jest-environment node */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from 'site-contract/redis';
import { startRedisServer, stopStartedChildren } from 'site-contract/testing';
import { followRevisions } from './liveRegistry';
import { createRedisRevisionStore } from 'site-contract/registry/redisRevisionStore';
import { changeRegistry, type RegistryRevision, type RevisionStore } from 'site-contract/registry/revisionStore';

// Its tests start a real redis-server: a deadline above its start-up and drills, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const SEED = { mfe_shop: '/mfe-shop/mf-manifest.json', mfe_access: '/mfe-access/mf-manifest.json' };

const revisionOf = (revision: number, change = `change ${revision}`): RegistryRevision => ({
  revision,
  at: new Date().toISOString(),
  by: 'test',
  change,
  remotes: { mfe_shop: { release: `s${revision}` } },
});

/** Waits until `done` holds, checking every 10 ms, for at most `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`not done within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A client as the site makes it (no offline queue, 250 ms command timeout), once connected. */
async function client(url: string, clients: Redis[]) {
  const redis = connectRedis(url, quietLog);
  clients.push(redis);
  await until(() => redis.status === 'ready');
  return redis;
}

describe('following the registry’s revisions in Redis', () => {
  let redisServer: Awaited<ReturnType<typeof startRedisServer>>;
  let clients: Redis[] = [];
  let prefixes = 0;
  const nextPrefix = () => `test:${++prefixes}:registry`;

  beforeAll(async () => (redisServer = await startRedisServer()));
  afterEach(() => {
    for (const redis of clients) redis.disconnect();
    clients = [];
  });
  afterAll(async () => redisServer.stop());

  it('reach every instance following them at once, well within its polling interval', async () => {
    const prefix = nextPrefix();
    const watcher = await client(redisServer.url, clients);
    const store = createRedisRevisionStore(watcher, { prefix });
    let ended = false;
    const live = await followRevisions(store, SEED, {
      // Long enough that only the announcement can explain the revision arriving within the test.
      intervalMs: 60_000,
      changes: async (onRevision) => {
        const unsubscribe = await store.subscribe(() => onRevision());
        return async () => {
          await unsubscribe();
          ended = true;
        };
      },
    });
    expect(live.revision()).toBe(0);
    await until(async () => (await watcher.pubsub('NUMSUB', `${prefix}:changes`))[1] === 1);
    const other = createRedisRevisionStore(await client(redisServer.url, clients), { prefix });
    const writtenAt = Date.now();
    await changeRegistry(other, 'shop-team', 'promote mfe-shop s2', (remotes) => ({
      ...remotes,
      mfe_shop: { release: 's2' },
    }));
    await until(() => live.revision() === 1);
    expect(Date.now() - writtenAt).toBeLessThan(2_000);
    expect(live.current().mfe_shop).toBe('/releases/mfe-shop/s2/files/mf-manifest.json');
    live.stop();
    await until(() => ended);
    expect(await watcher.pubsub('NUMSUB', `${prefix}:changes`)).toEqual([`${prefix}:changes`, 0]);
  });
});

describe('following revisions with announcements', () => {
  it('never lets an older read, answered late, replace a newer revision', async () => {
    const answers: Array<(revision: RegistryRevision) => void> = [];
    const store: RevisionStore = {
      latest: () => new Promise((resolve) => answers.push(resolve)),
      history: async () => [],
      append: async () => undefined,
      report: async () => undefined,
      instances: async () => [],
    };
    const following = followRevisions(store, SEED, { intervalMs: 60_000 });
    answers[0](revisionOf(1));
    const live = await following;
    const older = live.refresh();
    const newer = live.refresh();
    answers[2](revisionOf(3));
    await newer;
    answers[1](revisionOf(2));
    await older;
    expect(live.revision()).toBe(3);
    live.stop();
  });

  it('keeps polling, and says so, when the announcements cannot be subscribed to', async () => {
    const errors: unknown[] = [];
    const store: RevisionStore = {
      latest: async () => revisionOf(1),
      history: async () => [],
      append: async () => undefined,
      report: async () => undefined,
      instances: async () => [],
    };
    const live = await followRevisions(store, SEED, {
      intervalMs: 60_000,
      onError: (error) => errors.push(error),
      changes: () => Promise.reject(new Error('no pub/sub')),
    });
    await until(() => errors.length === 1);
    expect(live.revision()).toBe(1);
    live.stop();
  });
});
