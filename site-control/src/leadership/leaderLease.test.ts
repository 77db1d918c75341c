/** @jest-environment node */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { connectRedis } from 'site-contract/redis';
import { startRedisServer, stopStartedChildren } from 'site-contract/testing';
import { createRedisLeaderLease, keepLeadership, type LeaderLease } from './leaderLease';

// Its tests start a real redis-server and wait out leases: a deadline above both, and none left running.
jest.setTimeout(30_000);
afterAll(stopStartedChildren);

const quietLog = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
// Long enough that a busy machine's pauses (a loaded CI run) stay well inside the margins asserted.
const LEASE_MS = 2_000;
const RENEW_EVERY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds, checking every 10 ms, for at most `ms`. */
async function until(done: () => boolean, ms: number) {
  const deadline = performance.now() + ms;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`not done within ${ms} ms`);
    await sleep(10);
  }
}

describe('the leader’s lease in Redis', () => {
  let server: Awaited<ReturnType<typeof startRedisServer>>;
  const clients: Redis[] = [];
  /** A client as the control plane makes it (no offline queue, a short command timeout), once connected. */
  const client = async () => {
    const redis = connectRedis(server.url, quietLog);
    clients.push(redis);
    await until(() => redis.status === 'ready', 2_000);
    return redis;
  };
  const lease = async (name: string, prefix: string) =>
    createRedisLeaderLease(await client(), { name, leaseMs: LEASE_MS, prefix });

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const redis of clients) redis.disconnect();
    await server.stop();
  });

  it('is held by one replica at a time, renewed in the same term, taken by another once it runs out, each term a greater token', async () => {
    const a = await lease('control-a', 'test:expiry');
    const b = await lease('control-b', 'test:expiry');
    const first = await a.claim();
    expect(first).toBe(1);
    expect(await b.claim()).toBeUndefined();
    expect(b.heldUntil()).toBe(0);

    // Renewed past its first expiry: still a's, in the same term.
    for (let renewal = 0; renewal < 5; renewal++) {
      await sleep(LEASE_MS / 3);
      expect(await a.claim()).toBe(first);
      expect(await b.claim()).toBeUndefined();
    }
    expect(a.heldUntil()).toBeGreaterThan(performance.now());

    // a stops renewing: by its own clock it holds it no more, before Redis lets it go.
    const lastRenewal = performance.now();
    await until(() => a.heldUntil() <= performance.now(), LEASE_MS);
    expect(await b.claim()).toBeUndefined();
    await sleep(LEASE_MS - (performance.now() - lastRenewal) + 50);
    const second = await b.claim();
    expect(second).toBe(first! + 1);
    // a, back late, finds it taken.
    expect(await a.claim()).toBeUndefined();
  });

  it('is given up on shutdown, and another replica takes it at once', async () => {
    const a = await lease('control-a', 'test:release');
    const b = await lease('control-b', 'test:release');
    const leadsA: number[] = [];
    const leadsB: number[] = [];
    const leadership = (own: LeaderLease, terms: number[]) =>
      keepLeadership({
        lease: own,
        renewEveryMs: RENEW_EVERY_MS,
        log: quietLog,
        lead: (token) => {
          terms.push(token);
          return () => undefined;
        },
      });
    const first = leadership(a, leadsA);
    await first.started;
    const second = leadership(b, leadsB);
    await second.started;
    await sleep(RENEW_EVERY_MS * 3);
    expect(leadsA).toEqual([1]);
    expect(leadsB).toEqual([]);
    expect(first.term()).toBe(1);
    expect(second.term()).toBeUndefined();

    // When a's lease would run out in Redis had it not given it up (its own view plus the margin).
    const wouldRunOutAt = a.heldUntil() + LEASE_MS * 0.2;
    await first.stop();
    expect(first.term()).toBeUndefined();
    // Taken at b's next claim, before the lease would have run out.
    await until(() => second.term() !== undefined, LEASE_MS);
    expect(performance.now()).toBeLessThan(wouldRunOutAt);
    expect(leadsB).toEqual([2]);
    await second.stop();
  });

  it('a leader whose renewals go unanswered stops its jobs before the lease can have run out, and leads again only in a new term', async () => {
    // The leader's client has no command timeout: its renewal waits on a Redis that does not answer.
    const patient = new Redis(server.url);
    clients.push(patient);
    const a = createRedisLeaderLease(patient, { name: 'control-a', leaseMs: LEASE_MS, prefix: 'test:hang' });
    const b = await lease('control-b', 'test:hang');
    const events: string[] = [];
    const leading = keepLeadership({
      lease: a,
      renewEveryMs: RENEW_EVERY_MS,
      log: quietLog,
      lead: (token) => {
        events.push(`leads in term ${token}`);
        return () => events.push(`stops at ${Math.round(performance.now())}`);
      },
    });
    await leading.started;
    await sleep(RENEW_EVERY_MS * 2);
    // After the last renewal before Redis stops answering, the lease runs out in Redis LEASE_MS later.
    const lastRenewalBy = performance.now();
    server.freeze();
    await sleep(LEASE_MS + 100);
    expect(events[0]).toBe('leads in term 1');
    expect(Number(events[1]?.replace('stops at ', ''))).toBeLessThan(lastRenewalBy + LEASE_MS);
    expect(leading.term()).toBeUndefined();
    // Redis answers again, the lease has run out: the waiting renewal takes it as a new term.
    server.resume();
    await until(() => leading.term() !== undefined, LEASE_MS);
    expect(leading.term()).toBe(2);
    expect(events.slice(2)).toEqual(['leads in term 2']);
    expect(await b.claim()).toBeUndefined();
    await leading.stop();
  });
});
