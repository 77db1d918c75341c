/** Server-only: how our API routes keep upstream answers, so visitors do not each wait on CJ or Gelato. */

/** How a lookup went: a fresh or stale answer, a call already running, a new call, or a remembered failure. */
export type CacheLookup = 'hit' | 'stale' | 'shared' | 'miss' | 'backoff';

/** Told of every lookup and upstream call (the site server counts them as metrics). */
export interface UpstreamObserver {
  lookup(cache: string, result: CacheLookup): void;
  call(cache: string, outcome: 'ok' | 'failed'): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the site server; absent where an API plugin runs on its own (tests). */
    upstreamObserver?: UpstreamObserver;
  }
}

export interface UpstreamCacheOptions {
  /** Its name in metrics. */
  name: string;
  observer?: UpstreamObserver;
  /** An answer is fresh this long. */
  ttlMs: number;
  /** After that, it may still be served this long while one refresh runs in the background (0: never stale). */
  staleMs?: number;
  /** After a failed call, callers get that failure at once for this long instead of each waiting on a dead upstream. */
  backoffMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

/**
 * Successful upstream answers, bounded in age and in entries, with one call per key at a time
 * (callers of a key being loaded share that call), stale-while-revalidate where an old answer is
 * acceptable, and a short back-off after a failure.
 */
export class UpstreamCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private readonly failures = new Map<string, { error: unknown; until: number }>();
  private readonly name: string;
  private readonly observer?: UpstreamObserver;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly backoffMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ name, observer, ttlMs, staleMs = 0, backoffMs = 0, maxEntries = 500, now = Date.now }: UpstreamCacheOptions) {
    this.name = name;
    this.observer = observer;
    this.ttlMs = ttlMs;
    this.staleMs = staleMs;
    this.backoffMs = backoffMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /** The cached answer, fresh or (where allowed) stale, or the one shared call's. Failures are not cached, only backed off. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now < entry.freshUntil) return this.answer('hit', entry.value);
    if (entry && now < entry.staleUntil) {
      if (!this.inBackoff(key, now)) this.call(key, load).catch(() => undefined);
      return this.answer('stale', entry.value);
    }
    if (entry) this.entries.delete(key);
    const failure = this.inBackoff(key, now);
    if (failure) {
      this.observer?.lookup(this.name, 'backoff');
      throw failure.error;
    }
    return this.answer(this.inFlight.has(key) ? 'shared' : 'miss', this.call(key, load));
  }

  private answer<T>(result: CacheLookup, value: T): T {
    this.observer?.lookup(this.name, result);
    return value;
  }

  private inBackoff(key: string, now: number) {
    const failure = this.failures.get(key);
    if (failure && now < failure.until) return failure;
    this.failures.delete(key);
    return undefined;
  }

  private call(key: string, load: () => Promise<V>): Promise<V> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const call = load().then(
      (value) => {
        this.observer?.call(this.name, 'ok');
        this.store(key, value);
        this.failures.delete(key);
        return value;
      },
      (error: unknown) => {
        this.observer?.call(this.name, 'failed');
        if (this.backoffMs > 0) this.failures.set(key, { error, until: this.now() + this.backoffMs });
        throw error;
      },
    );
    const settled = () => this.inFlight.delete(key);
    call.then(settled, settled);
    this.inFlight.set(key, call);
    return call;
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Evict the oldest insertion: Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const freshUntil = this.now() + this.ttlMs;
    this.entries.set(key, { value, freshUntil, staleUntil: freshUntil + this.staleMs });
  }
}
