import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { leaderKeys } from 'site-contract/registry/leaderKeys';

/**
 * The right to run the fleet's single jobs (the judge, retention), held by one control-plane replica
 * at a time (docs/operations.md#the-leader). Each term of it has a fencing token, a number that only
 * grows, which the leader's jobs carry with their changes.
 */
export interface LeaderLease {
  /** Who this replica is in the lease: its name and a random part, so two replicas of one name differ. */
  readonly holder: string;
  /**
   * Takes the lease when it is free, or renews it when this replica holds it: its term's fencing token
   * while it does, undefined when another replica holds it.
   */
  claim(): Promise<number | undefined>;
  /**
   * When the lease this replica took or renewed last runs out by its own clock, less a margin for
   * clocks and a slow answer (performance.now()'s time; 0 when it holds none).
   */
  heldUntil(): number;
  /** Gives the lease up, so another replica takes it at once rather than when it runs out. */
  release(): Promise<void>;
}

/**
 * One atomic step in Redis: renew the lease when this holder has it (its term's token), take it when
 * it is free (a new term: the token counted up), else 0.
 */
const CLAIM = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return tonumber(redis.call('GET', KEYS[2]))
end
if holder == false then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return redis.call('INCR', KEYS[2])
end
return 0`;

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** The share of the lease's time a holder gives up early, against clock drift and a slow answer. */
const MARGIN = 0.2;

/** The fleet's lease: a key in Redis that expires by itself when its holder stops renewing it, and its term's counter. */
export function createRedisLeaderLease(
  redis: Redis,
  { name, leaseMs, prefix }: { name: string; leaseMs: number; prefix?: string },
): LeaderLease {
  const holder = `${name} ${randomUUID().slice(0, 8)}`;
  const { lease, term } = leaderKeys(prefix);
  const keys = [lease, term];
  let heldUntil = 0;
  return {
    holder,
    async claim() {
      // Timed from before the ask: Redis may have set the lease's expiry the moment the ask arrived.
      const asked = performance.now();
      const token = Number(await redis.eval(CLAIM, keys.length, ...keys, holder, String(leaseMs)));
      heldUntil = token > 0 ? asked + leaseMs * (1 - MARGIN) : 0;
      return token > 0 ? token : undefined;
    },
    heldUntil: () => heldUntil,
    async release() {
      heldUntil = 0;
      await redis.eval(RELEASE, 1, keys[0], holder);
    },
  };
}

/** One machine's lease (no Redis): its only control plane always leads, in one term. */
export function soleLeaderLease(name: string): LeaderLease {
  return {
    holder: name,
    claim: async () => 1,
    heldUntil: () => Infinity,
    release: async () => undefined,
  };
}

export interface LeadershipLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Claims the lease every `renewEveryMs` and runs `lead` while this replica holds it: `lead` starts
 * the leader's jobs for a term (its fencing token) and returns what stops them. They stop when a claim
 * is refused or fails, and, whatever Redis answers or not, when the lease runs out by this replica's
 * own clock: a replica whose renewals hang stops leading before another can have taken over.
 */
export function keepLeadership({
  lease,
  renewEveryMs,
  lead,
  log,
}: {
  lease: LeaderLease;
  renewEveryMs: number;
  lead: (token: number) => () => void;
  log: LeadershipLog;
}) {
  let leading: { token: number; stop: () => void } | undefined;
  let claiming: Promise<void> | undefined;
  let runsOut: NodeJS.Timeout | undefined;
  let stopped = false;
  const stopLeading = (why: string) => {
    if (!leading) return;
    leading.stop();
    log.warn({ holder: lease.holder, term: leading.token }, `${lease.holder} ${why}: it stops the judge and retention`);
    leading = undefined;
  };
  // Armed after each claim: fires when the lease runs out unrenewed, even while a claim hangs.
  const watchExpiry = () => {
    clearTimeout(runsOut);
    const left = lease.heldUntil() - performance.now();
    if (!Number.isFinite(left)) return;
    runsOut = setTimeout(
      () => {
        if (lease.heldUntil() <= performance.now()) stopLeading('could not renew the leader’s lease in time');
        else watchExpiry();
      },
      Math.max(0, left),
    );
    runsOut.unref();
  };
  const step = async () => {
    const token = await lease.claim().catch((error: unknown) => {
      log.warn({ err: error }, 'the leader’s lease could not be claimed or renewed');
      return undefined;
    });
    if (stopped) return;
    // An answer that came too late (the lease timed from the ask has run out meanwhile) counts for nothing.
    const held = token !== undefined && lease.heldUntil() > performance.now();
    if (held && leading?.token !== token) {
      // A new term (a first one, or the lease taken again after it ran out): the jobs start over with its token.
      stopLeading('begins a new term');
      leading = { token, stop: lead(token) };
      log.info(`${lease.holder} leads the control plane (term ${token}): it runs the judge and retention`);
    } else if (!held)
      stopLeading(token === undefined ? 'does not hold the leader’s lease' : 'renewed the lease too late');
    if (leading) watchExpiry();
  };
  const tick = () => (claiming ??= step().finally(() => (claiming = undefined)));
  const timer = setInterval(() => void tick(), renewEveryMs);
  timer.unref();
  return {
    /** The first claim, awaited so a sole replica leads from the moment it starts. */
    started: tick(),
    /** Whether this replica leads now, and in which term. */
    term: () => leading?.token,
    /** Stops claiming, stops the jobs and gives the lease up. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(runsOut);
      await claiming;
      if (leading) {
        leading.stop();
        leading = undefined;
      }
      await lease.release().catch(() => undefined);
    },
  };
}
