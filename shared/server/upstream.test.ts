/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError, fetchUpstreamJson } from './upstream';
import { toPlainText } from './plainText';
import { UpstreamCache, type CachedAnswer, type SharedAnswers } from './upstreamCache';

/** A real HTTP server on loopback whose behaviour each test sets. */
let behave: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => behave(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

const call = (options: Partial<Parameters<typeof fetchUpstreamJson>[0]> = {}) =>
  fetchUpstreamJson({ service: 'Fake', url, ...options });
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return (error as UpstreamError).reason;
};

describe('fetchUpstreamJson against a real loopback server', () => {
  it('returns parsed JSON and sends the headers it is given', async () => {
    behave = (req, res) => res.end(JSON.stringify({ key: req.headers['x-api-key'] }));
    await expect(call({ headers: { 'x-api-key': 'k1' } })).resolves.toEqual({ key: 'k1' });
  });

  it('turns a 500 into a status failure', async () => {
    behave = (_req, res) => ((res.statusCode = 500), res.end('boom'));
    expect(await failure(call())).toBe('status');
  });

  it('turns a body that is not JSON into a malformed failure', async () => {
    behave = (_req, res) => res.end('<html>not json');
    expect(await failure(call())).toBe('malformed');
  });

  it('gives up after the timeout, even when headers came but the body never finishes', async () => {
    behave = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"slow":');
    };
    const started = Date.now();
    expect(await failure(call({ timeoutMs: 300 }))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a body larger than the limit', async () => {
    behave = (_req, res) => res.end(JSON.stringify({ blob: 'x'.repeat(5_000) }));
    expect(await failure(call({ maxBytes: 1_000 }))).toBe('too-large');
  });

  it('reports a reset connection as a network failure', async () => {
    behave = (req) => req.socket.destroy();
    expect(await failure(call())).toBe('network');
  });
});

describe('toPlainText', () => {
  it('drops tags, scripts and styles, decodes entities and folds spaces', () => {
    expect(
      toPlainText('<p>Soft&nbsp;<b>cotton</b> tee</p><script>alert(1)</script><style>p{}</style> &amp; more &#169;'),
    ).toBe('Soft cotton tee & more ©');
    expect(toPlainText('<img src=x onerror=alert(1)>Hello')).toBe('Hello');
    expect(toPlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('‹script›alert(1)‹/script›');
    expect(toPlainText(42)).toBe('');
  });
});

describe('UpstreamCache', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
    return { promise, resolve, reject };
  };

  it('serves an answer until it expires and caches only successful loads', async () => {
    let now = 0;
    const cache = new UpstreamCache<number>({ name: 'test', ttlMs: 1_000, now: () => now });
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.getOrLoad('k', load)).toBe(2);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.getOrLoad('bad', async () => 3)).toBe(3);
  });

  it('makes one upstream call for 50 callers of a cold key', async () => {
    const cache = new UpstreamCache<string>({ name: 'test', ttlMs: 1_000 });
    const answer = deferred<string>();
    const load = jest.fn(() => answer.promise);
    const callers = Array.from({ length: 50 }, () => cache.getOrLoad('cold', load));
    answer.resolve('hotels');
    expect(await Promise.all(callers)).toEqual(Array.from({ length: 50 }, () => 'hotels'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale answer at once while one refresh runs, where stale answers are allowed', async () => {
    let now = 0;
    const cache = new UpstreamCache<string>({ name: 'test', ttlMs: 1_000, staleMs: 10_000, now: () => now });
    await cache.getOrLoad('k', async () => 'old');
    now = 2_000;
    const refresh = deferred<string>();
    const load = jest.fn(() => refresh.promise);
    expect(await cache.getOrLoad('k', load)).toBe('old');
    expect(await cache.getOrLoad('k', load)).toBe('old');
    expect(load).toHaveBeenCalledTimes(1);
    refresh.resolve('new');
    // The refreshed answer is stored once its call settles (a few promise steps later).
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.getOrLoad('k', load)).toBe('new');
    now = 2_000 + 1_000 + 10_000;
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('after a failure, answers with it at once for the back-off instead of calling a dead upstream again', async () => {
    let now = 0;
    const cache = new UpstreamCache<string>({ name: 'test', ttlMs: 1_000, backoffMs: 5_000, now: () => now });
    const load = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce('back');
    await expect(cache.getOrLoad('k', load)).rejects.toThrow('timeout');
    now = 4_999;
    await expect(cache.getOrLoad('k', load)).rejects.toThrow('timeout');
    expect(load).toHaveBeenCalledTimes(1);
    now = 5_000;
    expect(await cache.getOrLoad('k', load)).toBe('back');
  });

  /** The fleet's store in memory; `afterRead` runs after each read, as another instance acting between this one's steps. */
  const fleetStore = () => {
    const answers = new Map<string, CachedAnswer<unknown>>();
    const locks = new Set<string>();
    const fleet = {
      afterRead: () => undefined as void,
      store: {
        get: async <V>(key: string) => {
          const answer = answers.get(key) as CachedAnswer<V> | undefined;
          fleet.afterRead();
          return answer;
        },
        set: async (key, answer) => void answers.set(key, answer),
        lock: async (key) => !locks.has(key) && Boolean(locks.add(key)),
        isLocked: async (key) => locks.has(key),
        unlock: async (key) => void locks.delete(key),
      } satisfies SharedAnswers,
      /** Another instance's call for key ending: its answer shared, then its lock let go. */
      otherInstanceAnswers: (key: string, value: unknown) => {
        answers.set(key, { value, freshUntil: Date.now() + 60_000, staleUntil: Date.now() + 60_000 });
        locks.delete(key);
      },
      locks,
    };
    return fleet;
  };

  /**
   * This instance asks for a cold key while another instance (holding the key's lock or not) ends its
   * call, sharing its answer then letting go, right after this one's `finishesAfterRead`-th read of the fleet's answer.
   */
  async function askWhileAnotherInstanceFinishes({
    lockedByOther,
    finishesAfterRead,
  }: {
    lockedByOther: boolean;
    finishesAfterRead: number;
  }) {
    const fleet = fleetStore();
    if (lockedByOther) fleet.locks.add('test:cold');
    let reads = 0;
    fleet.afterRead = () =>
      void (++reads === finishesAfterRead && fleet.otherInstanceAnswers('test:cold', 'from the fleet'));
    const load = jest.fn(async () => 'from the upstream');
    const cache = new UpstreamCache<string>({ name: 'test', ttlMs: 1_000, shared: fleet.store });
    return { answer: await cache.getOrLoad('cold', load), load, fleet };
  }

  it("waiting on another instance's call, takes its answer even when the call ends between two of its checks", async () => {
    // The other instance finishes just after this one's first read while it waits.
    const { answer, load } = await askWhileAnotherInstanceFinishes({ lockedByOther: true, finishesAfterRead: 2 });
    expect(answer).toBe('from the fleet');
    expect(load).not.toHaveBeenCalled();
  });

  it("takes the fleet's answer when another instance shared it and let go of the lock just before this one took it", async () => {
    // The other instance finishes just after this one's first read, before it asks for the lock.
    const { answer, load, fleet } = await askWhileAnotherInstanceFinishes({
      lockedByOther: false,
      finishesAfterRead: 1,
    });
    expect(answer).toBe('from the fleet');
    expect(load).not.toHaveBeenCalled();
    expect(fleet.locks.has('test:cold')).toBe(false);
  });

  it('keeps at most maxEntries', async () => {
    const cache = new UpstreamCache<number>({ name: 'test', ttlMs: 1_000, maxEntries: 2 });
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await cache.getOrLoad(key, async () => value);
    const load = jest.fn(async () => 0);
    expect([
      await cache.getOrLoad('b', load),
      await cache.getOrLoad('c', load),
      await cache.getOrLoad('a', load),
    ]).toEqual([2, 3, 0]);
  });
});
