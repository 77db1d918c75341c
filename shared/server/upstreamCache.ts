/** Server-only: how our API routes keep upstream answers, so visitors do not each wait on CJ or Gelato. */

/** How a lookup went: a fresh or stale answer, a call already running, the fleet's answer, a new call, or a remembered failure. */
export type CacheLookup = 'hit' | 'stale' | 'shared' | 'fleet' | 'miss' | 'backoff';

/** Told of every lookup and upstream call (the site server counts them as metrics). */
export interface UpstreamObserver {
  lookup(cache: string, result: CacheLookup): void;
  call(cache: string, outcome: 'ok' | 'failed'): void;
  /** The fleet's shared store failed (down or slow): this instance carries on with its own memory. */
  sharedFailed(cache: string, error: unknown): void;
}

/** An answer with the times it is fresh and may be served stale until (epoch ms). */
export interface CachedAnswer<V> {
  value: V;
  freshUntil: number;
  staleUntil: number;
}

/**
 * What several server instances share (Redis): answers, and a lock so that one instance calls the
 * upstream for a cold key while the others wait for its answer. Any method may reject (the store
 * is down or slow); the cache then carries on alone.
 */
export interface SharedAnswers {
  get<V>(key: string): Promise<CachedAnswer<V> | undefined>;
  set<V>(key: string, answer: CachedAnswer<V>, keepMs: number): Promise<void>;
  /** True when this caller now holds the lock for ms. */
  lock(key: string, ms: number): Promise<boolean>;
  isLocked(key: string): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the site server; absent where an API plugin runs on its own (tests). */
    upstreamObserver?: UpstreamObserver;
    /** Set by the site server when REDIS_URL is configured. */
    sharedAnswers?: SharedAnswers;
  }
}

export interface UpstreamCacheOptions {
  /** Its name in metrics. */
  name: string;
  observer?: UpstreamObserver;
  /** Shared with the other instances (Redis), in front of the upstream. */
  shared?: SharedAnswers;
  /** How long an instance waits on another's call to the upstream (a little over the upstream timeout). */
  lockMs?: number;
  /** An answer is fresh this long. */
  ttlMs: number;
  /** After that, it may still be served this long while one refresh runs in the background (0: never stale). */
  staleMs?: number;
  /** After a failed call, callers get that failure at once for this long instead of each waiting on a dead upstream. */
  backoffMs?: number;
  maxEntries?: number;
  now?: () => number;
}

const POLL_MS = 50;

/**
 * Successful upstream answers, bounded in age and in entries, with one call per key at a time
 * (callers of a key being loaded share that call), stale-while-revalidate where an old answer is
 * acceptable, and a short back-off after a failure.
 */
export class UpstreamCache<V> {
  private readonly entries = new Map<string, CachedAnswer<V>>();
  private readonly inFlight = new Map<string, Promise<V>>();
  private readonly failures = new Map<string, { error: unknown; until: number }>();
  private readonly name: string;
  private readonly observer?: UpstreamObserver;
  private readonly shared?: SharedAnswers;
  private readonly lockMs: number;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly backoffMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({
    name,
    observer,
    shared,
    lockMs = 6_000,
    ttlMs,
    staleMs = 0,
    backoffMs = 0,
    maxEntries = 500,
    now = Date.now,
  }: UpstreamCacheOptions) {
    this.name = name;
    this.observer = observer;
    this.shared = shared;
    this.lockMs = lockMs;
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
    const running = this.inFlight.get(key);
    return running ? this.answer('shared', running) : this.call(key, load, { counted: true });
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

  /**
   * The one call for key (a running one is joined). `counted`: a visitor's lookup, counted once it is
   * known whether the fleet had the answer ('fleet') or the upstream was asked ('miss'); a stale
   * answer's refresh is not a lookup of its own.
   */
  private call(key: string, load: () => Promise<V>, { counted = false } = {}): Promise<V> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const call = this.loadAcrossFleet(key, load).then(
      ({ entry, from }) => {
        if (counted) this.observer?.lookup(this.name, from === 'fleet' ? 'fleet' : 'miss');
        this.store(key, entry);
        this.failures.delete(key);
        return entry.value;
      },
      (error: unknown) => {
        if (counted) this.observer?.lookup(this.name, 'miss');
        if (this.backoffMs > 0) this.failures.set(key, { error, until: this.now() + this.backoffMs });
        throw error;
      },
    );
    const settled = () => this.inFlight.delete(key);
    call.then(settled, settled);
    this.inFlight.set(key, call);
    return call;
  }

  /** One upstream call, as a cache entry. */
  private async callUpstream(load: () => Promise<V>): Promise<CachedAnswer<V>> {
    try {
      const value = await load();
      this.observer?.call(this.name, 'ok');
      const freshUntil = this.now() + this.ttlMs;
      return { value, freshUntil, staleUntil: freshUntil + this.staleMs };
    } catch (error) {
      this.observer?.call(this.name, 'failed');
      throw error;
    }
  }

  /** A shared-store operation, or undefined (counted) when the store fails. */
  private async sharedOp<T>(operation: (shared: SharedAnswers) => Promise<T>): Promise<T | undefined> {
    try {
      return await operation(this.shared!);
    } catch (error) {
      this.observer?.sharedFailed(this.name, error);
      return undefined;
    }
  }

  /**
   * With a shared store: the fleet's fresh answer if there is one; otherwise the instance that takes
   * the key's lock calls the upstream and shares the answer, while the others wait for it (up to
   * lockMs, then call themselves). Without one, or when it fails, the upstream directly.
   */
  private async loadAcrossFleet(
    key: string,
    load: () => Promise<V>,
  ): Promise<{ entry: CachedAnswer<V>; from: 'fleet' | 'upstream' }> {
    if (!this.shared) return { entry: await this.callUpstream(load), from: 'upstream' };
    const sharedKey = `${this.name}:${key}`;
    const fleetFresh = async () => {
      const known = await this.sharedOp((shared) => shared.get<V>(sharedKey));
      return known && this.now() < known.freshUntil ? known : undefined;
    };
    const known = await fleetFresh();
    if (known) return { entry: known, from: 'fleet' };
    const locked = await this.sharedOp((shared) => shared.lock(sharedKey, this.lockMs));
    if (locked) {
      try {
        // The instance that held the lock may have shared its answer and let go since the read above.
        const sharedMeanwhile = await fleetFresh();
        if (sharedMeanwhile) return { entry: sharedMeanwhile, from: 'fleet' };
        const entry = await this.callUpstream(load);
        await this.sharedOp((shared) => shared.set(sharedKey, entry, Math.max(1, entry.staleUntil - this.now())));
        return { entry, from: 'upstream' };
      } finally {
        await this.sharedOp((shared) => shared.unlock(sharedKey));
      }
    }
    if (locked === false) {
      for (const deadline = Date.now() + this.lockMs; Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        // The lock before the answer: the holder shares its answer, then lets go, so once the lock is
        // seen gone the answer is there to read (read the other way round, both could be missed).
        const stillLocked = await this.sharedOp((shared) => shared.isLocked(sharedKey));
        const answer = await fleetFresh();
        if (answer) return { entry: answer, from: 'fleet' };
        if (stillLocked !== true) break;
      }
    }
    return { entry: await this.callUpstream(load), from: 'upstream' };
  }

  private store(key: string, entry: CachedAnswer<V>) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Evict the oldest insertion: Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}
