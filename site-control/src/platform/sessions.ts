import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DeliveryKey } from 'site-contract/api/deliveryKeys';

/** The session cookie's name. Its path is the platform page's, so no other route of the listener ever sees it. */
export const SESSION_COOKIE = 'expo_platform_session';
/** How long a sign-in lasts, from the moment it is made (not renewed by use). */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** A line the next page shows once (what a change did, or why it was refused). */
export interface Flash {
  severity: 'success' | 'error';
  text: string;
}

/** A signed-in browser, as the server keeps it (in memory on one machine, in Redis in a fleet). */
export interface PlatformSession {
  /** The key it signed in with: its name (the audit log's `who`), scope and hash (never the key). */
  key: DeliveryKey;
  /** The token every form that changes something carries (compared in constant time). */
  csrf: string;
  expiresAt: number;
  flash?: Flash;
}

/**
 * The platform page's sessions: a random 32-byte id (the cookie) maps to the key it signed in with,
 * kept by the id's SHA-256, so the store holds no cookie a dump could replay. A session ends after
 * its time, on sign-out, or as soon as its key is no longer one the server takes (`stillValid`).
 */
export interface SessionStore {
  create(key: DeliveryKey): Promise<{ id: string; session: PlatformSession }>;
  /** The session of `id`, unless it has expired or its key is gone (it is then ended). */
  get(id: string | undefined, stillValid: (key: DeliveryKey) => boolean): Promise<PlatformSession | undefined>;
  /** Sets (or, with none, clears) the line the session's next page shows once. */
  flash(id: string, flash: Flash | undefined): Promise<void>;
  end(id: string | undefined): Promise<void>;
}

const idHash = (id: string) => createHash('sha256').update(id).digest('base64url');
const newSession = (key: DeliveryKey, expiresAt: number) => {
  const id = randomBytes(32).toString('base64url');
  return { id, session: { key, csrf: randomBytes(32).toString('base64url'), expiresAt } };
};

/** One machine's sessions, in this process's memory: at most `max` at once (a new one beyond ends the oldest). */
export function createSessionStore({
  ttlMs = SESSION_TTL_MS,
  max = 1000,
  now = Date.now,
}: { ttlMs?: number; max?: number; now?: () => number } = {}): SessionStore {
  const sessions = new Map<string, PlatformSession>();
  const live = (hash: string, stillValid: (key: DeliveryKey) => boolean) => {
    const session = sessions.get(hash);
    if (session && (session.expiresAt <= now() || !stillValid(session.key))) {
      sessions.delete(hash);
      return undefined;
    }
    return session;
  };
  return {
    async create(key) {
      for (const [hash, session] of sessions) if (session.expiresAt <= now()) sessions.delete(hash);
      while (sessions.size >= max) sessions.delete(sessions.keys().next().value as string);
      const created = newSession(key, now() + ttlMs);
      sessions.set(idHash(created.id), created.session);
      return created;
    },
    async get(id, stillValid) {
      return id ? live(idHash(id), stillValid) : undefined;
    },
    async flash(id, flash) {
      const session = sessions.get(idHash(id));
      if (session) session.flash = flash;
    },
    async end(id) {
      if (id) sessions.delete(idHash(id));
    },
  };
}

/** Redis did not answer a session's read or write: the page answers 503 and changes nothing. */
export class SessionsUnreachable extends Error {
  readonly status = 503;
  constructor(options?: { cause?: unknown }) {
    super('The sign-ins are kept in Redis, which is unreachable: nothing was changed. Try again in a moment.', options);
    this.name = 'SessionsUnreachable';
  }
}

/**
 * A fleet's sessions, in Redis (`prefix` + the id's hash, expiring with the session), so a sign-in on
 * one control-plane replica is a sign-in on every one, and a form from one is taken by another.
 */
export function createRedisSessionStore(
  redis: Redis,
  { ttlMs = SESSION_TTL_MS, now = Date.now, prefix = 'expo:platform:session:' } = {},
): SessionStore {
  const keyOf = (id: string) => `${prefix}${idHash(id)}`;
  const unreachable = (error: unknown): never => {
    throw new SessionsUnreachable({ cause: error });
  };
  const read = async (id: string) => {
    const json = await redis.get(keyOf(id)).catch(unreachable);
    return json ? (JSON.parse(json) as PlatformSession) : undefined;
  };
  const write = (id: string, session: PlatformSession) =>
    redis.set(keyOf(id), JSON.stringify(session), 'PXAT', session.expiresAt).catch(unreachable);
  const remove = (id: string) => redis.del(keyOf(id)).catch(unreachable);
  return {
    async create(key) {
      const created = newSession(key, now() + ttlMs);
      await write(created.id, created.session);
      return created;
    },
    async get(id, stillValid) {
      if (!id) return undefined;
      const session = await read(id);
      if (session && (session.expiresAt <= now() || !stillValid(session.key))) {
        await remove(id);
        return undefined;
      }
      return session;
    },
    async flash(id, flash) {
      const session = await read(id);
      if (session) await write(id, { ...session, flash });
    },
    async end(id) {
      if (id) await remove(id);
    },
  };
}

/** The session id a request's Cookie header carries, if any. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * The Set-Cookie value for a session: HttpOnly (no script reads it; the page has none anyway),
 * Secure (browsers keep it over HTTPS, and from http://localhost and 127.0.0.1, the delivery
 * listener's default), SameSite=Strict (never sent with a request another site starts), and only
 * under /platform.
 */
export const sessionCookie = (id: string, maxAgeSeconds = SESSION_TTL_MS / 1000) =>
  `${SESSION_COOKIE}=${id}; Path=/platform; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;

/** The Set-Cookie value that removes the session cookie. */
export const clearedSessionCookie = () => sessionCookie('', 0);

/** Whether `sent` is the session's CSRF token, compared in constant time. */
export function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request that changes something comes from a page of this listener: the browser's
 * `Sec-Fetch-Site` says same-origin, or (a browser that does not send it) its `Origin` is one of the
 * listener's own. Anything else (another site, a sandboxed frame's `null`, neither header) is refused.
 */
export function fromOwnOrigin(
  headers: { 'sec-fetch-site'?: string | string[]; origin?: string | string[] },
  ownOrigins: readonly string[],
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = headers.origin;
  return typeof origin === 'string' && ownOrigins.includes(origin);
}
