/** @jest-environment node */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redis';
import { stopStartedChildren } from '../testing/childProcess';
import { startRedisServer } from '../testing/redisServer';
import { createRedisRevisionStore } from './redisRevisionStore';
import { RevisionStoreUnreachable } from './revisionStore';
import { changeRegistry, RevisionConflict, type RegistryRevision } from './revisionStore';

// Its tests start a real redis-server: a deadline above its start-up and drills, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
const UNREACHABLE = 'the registry store (Redis) is unreachable: nothing was changed';

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

describe('the registry’s revisions in Redis', () => {
  let redisServer: Awaited<ReturnType<typeof startRedisServer>>;
  let clients: Redis[] = [];
  let prefixes = 0;
  // Each test its own keys, so that tests sharing the server do not see each other's revisions.
  const nextPrefix = () => `test:${++prefixes}:registry`;

  beforeAll(async () => (redisServer = await startRedisServer()));
  afterEach(() => {
    for (const redis of clients) redis.disconnect();
    clients = [];
  });
  afterAll(async () => redisServer.stop());
  // Disconnects a client while its server still answers: disconnecting one whose connection is already
  // gone leaves ioredis's timer for closing it running.
  const drop = (redis: Redis) => {
    clients.splice(clients.indexOf(redis), 1);
    redis.disconnect();
  };

  it('are none at first, then each appended one newest first', async () => {
    const store = createRedisRevisionStore(await client(redisServer.url, clients), { prefix: nextPrefix() });
    expect(await store.latest()).toBeUndefined();
    expect(await store.history(10)).toEqual([]);
    const [first, second] = [revisionOf(1), revisionOf(2)];
    await store.append(first);
    await store.append(second);
    expect(await store.latest()).toEqual(second);
    expect(await store.history(10)).toEqual([second, first]);
    expect(await store.history(1)).toEqual([second]);
    expect(await store.history(0)).toEqual([]);
  });

  it('refuse a revision that does not follow the latest, and of two writers of one number exactly one wins', async () => {
    const prefix = nextPrefix();
    const [one, other] = [
      createRedisRevisionStore(await client(redisServer.url, clients), { prefix }),
      createRedisRevisionStore(await client(redisServer.url, clients), { prefix }),
    ];
    const results = await Promise.allSettled([one.append(revisionOf(1, 'one')), other.append(revisionOf(1, 'other'))]);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.reason).toBeInstanceOf(RevisionConflict);
    await expect(one.append(revisionOf(3))).rejects.toThrow(RevisionConflict);
    await expect(other.append(revisionOf(1))).rejects.toThrow(RevisionConflict);
    expect(await one.history(10)).toHaveLength(1);
  });

  it('let two instances changing different remotes at once both land, neither overwriting the other', async () => {
    const prefix = nextPrefix();
    const changes = 15;
    const writer = async (remote: string) => {
      const store = createRedisRevisionStore(await client(redisServer.url, clients), { prefix });
      for (let i = 1; i <= changes; i++)
        await changeRegistry(store, remote, `promote ${i}`, (remotes) => ({
          ...remotes,
          [remote]: { release: String(i) },
        }));
    };
    await Promise.all([writer('mfe_shop'), writer('mfe_access')]);
    const store = createRedisRevisionStore(await client(redisServer.url, clients), { prefix });
    const latest = await store.latest();
    expect(latest?.revision).toBe(2 * changes);
    expect(latest?.remotes).toEqual({
      mfe_shop: { release: String(changes) },
      mfe_access: { release: String(changes) },
    });
    expect((await store.history(100)).map(({ revision }) => revision)).toEqual(
      Array.from({ length: 2 * changes }, (_, i) => 2 * changes - i),
    );
  });

  it('announce each new revision’s number to subscribers, until they unsubscribe', async () => {
    const prefix = nextPrefix();
    const watcher = await client(redisServer.url, clients);
    const store = createRedisRevisionStore(watcher, { prefix });
    const writer = createRedisRevisionStore(await client(redisServer.url, clients), { prefix });
    const heard: number[] = [];
    const unsubscribe = await store.subscribe((revision) => heard.push(revision));
    await writer.append(revisionOf(1));
    await writer.append(revisionOf(2));
    await until(() => heard.length === 2);
    expect(heard).toEqual([1, 2]);
    await unsubscribe();
    expect(await watcher.pubsub('NUMSUB', `${prefix}:changes`)).toEqual([`${prefix}:changes`, 0]);
  });

  it('fail a change at once with a clear error while Redis is down, and it is usable again once Redis is back', async () => {
    // A server of its own, to stop. It keeps nothing across a restart (no persistence), so what this
    // shows is that the client recovers; the test after it shows that an outage writes nothing.
    const own = await startRedisServer();
    const redis = await client(own.url, clients);
    const prefix = nextPrefix();
    const store = createRedisRevisionStore(redis, { prefix });
    await own.stop();
    await until(() => redis.status !== 'ready');
    const refused = await store.append(revisionOf(1)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RevisionStoreUnreachable);
    expect(refused).toMatchObject({ message: UNREACHABLE, changed: 'no' });
    // Subscribing does not wait for Redis (startup would hang): the subscription goes live when Redis does.
    const heard: number[] = [];
    const unsubscribe = await store.subscribe((revision) => heard.push(revision));
    const restarted = await startRedisServer({ port: own.port });
    try {
      await until(() => redis.status === 'ready', 10_000);
      expect(await redis.keys('*')).toEqual([]);
      expect(await store.latest()).toBeUndefined();
      await until(async () => (await redis.pubsub('NUMSUB', `${prefix}:changes`))[1] === 1, 10_000);
      // Redis forgot the script with the restart: the store sends it again.
      await store.append(revisionOf(1));
      expect((await store.latest())?.revision).toBe(1);
      await until(() => heard.length === 1);
      expect(heard).toEqual([1]);
    } finally {
      await unsubscribe();
      drop(redis);
      await restarted.stop();
    }
  }, 20_000);

  it('write nothing, not even half a revision, while Redis cannot be reached', async () => {
    // The network between this instance and Redis cut and restored (a proxy), so Redis keeps its data.
    const target = new URL(redisServer.url);
    const sockets = new Set<Socket>();
    const proxy: Server = createServer((socket) => {
      const upstream = connect(Number(target.port), target.hostname);
      for (const end of [socket, upstream]) {
        sockets.add(end);
        end.on('error', () => undefined);
        end.on('close', () => sockets.delete(end));
      }
      socket.pipe(upstream).pipe(socket);
    });
    const listen = (port = 0) =>
      new Promise<number>((resolve) =>
        proxy.listen(port, '127.0.0.1', () => resolve((proxy.address() as { port: number }).port)),
      );
    const port = await listen();
    const prefix = nextPrefix();
    const redis = await client(`redis://127.0.0.1:${port}`, clients);
    const store = createRedisRevisionStore(redis, { prefix });
    const direct = await client(redisServer.url, clients);
    try {
      await store.append(revisionOf(1));
      await store.append(revisionOf(2));
      proxy.close();
      for (const socket of sockets) socket.destroy();
      await until(() => redis.status !== 'ready');
      await expect(store.append(revisionOf(3))).rejects.toThrow(UNREACHABLE);
      await expect(changeRegistry(store, 'shop-team', 'promote', (remotes) => remotes)).rejects.toThrow(
        RevisionStoreUnreachable,
      );
      await listen(port);
      await until(() => redis.status === 'ready', 10_000);
      expect(await direct.get(`${prefix}:latest`)).toBe('2');
      expect((await direct.hkeys(`${prefix}:revisions`)).sort()).toEqual(['1', '2']);
      expect((await store.history(10)).map(({ revision }) => revision)).toEqual([2, 1]);
      await store.append(revisionOf(3));
      expect((await store.latest())?.revision).toBe(3);
    } finally {
      drop(redis);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 20_000);

  it('keep what each instance last said it serves, one entry per instance', async () => {
    const store = createRedisRevisionStore(await client(redisServer.url, clients), { prefix: nextPrefix() });
    expect(await store.instances()).toEqual([]);
    await store.report({ instance: 'web-1:8080', revision: 1, at: '2030-10-01T09:00:00.000Z' });
    await store.report({ instance: 'web-2:8080', revision: 1, at: '2030-10-01T09:00:01.000Z' });
    await store.report({ instance: 'web-1:8080', revision: 2, at: '2030-10-01T09:00:05.000Z' });
    expect((await store.instances()).sort((a, b) => a.instance.localeCompare(b.instance))).toEqual([
      { instance: 'web-1:8080', revision: 2, at: '2030-10-01T09:00:05.000Z' },
      { instance: 'web-2:8080', revision: 1, at: '2030-10-01T09:00:01.000Z' },
    ]);
  });
});
