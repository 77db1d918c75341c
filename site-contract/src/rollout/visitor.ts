import { hash, randomBytes } from 'node:crypto';

/**
 * A visitor's random id, in a first-party cookie: what makes a visitor's share of a canary sticky, and
 * what telemetry counts visitors by. No personal data: 16 random bytes, HttpOnly (page scripts never
 * read it), SameSite=Lax, Secure on an https site, kept a year.
 */
export const VISITOR_COOKIE = 'expo_vid';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const YEAR_S = 365 * 24 * 60 * 60;

const ID_LENGTH = 22;
const COOKIE_START = `${VISITOR_COOKIE}=`;
/** Whether the character at `index` of a Cookie header ends a cookie's value, or starts a cookie (past either end too). */
const isBoundary = (header: string, index: number) =>
  index < 0 || index >= header.length || header[index] === ';' || header[index] === ' ';

/**
 * The visitor id a Cookie header holds, or undefined (none, or not one this site made). Read on every
 * page request while a canary runs, so found by position rather than by splitting the header.
 */
export function visitorIdOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (let at = cookieHeader.indexOf(COOKIE_START); at !== -1; at = cookieHeader.indexOf(COOKIE_START, at + 1)) {
    const start = at + COOKIE_START.length;
    const value = cookieHeader.slice(start, start + ID_LENGTH);
    if (isBoundary(cookieHeader, at - 1) && isBoundary(cookieHeader, start + ID_LENGTH) && VISITOR_ID.test(value))
      return value;
  }
  return undefined;
}

export const newVisitorId = () => randomBytes(16).toString('base64url');

/** The Set-Cookie value that gives a visitor `id`. */
export const visitorCookie = (id: string, secure: boolean) =>
  `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * The visitor's bucket (0–99) for a remote's canary: a hash of the remote and the id, so each
 * remote's canary draws its own visitors, and a visitor's bucket never changes. A canary at `percent`
 * takes the buckets below it: raising the share keeps everyone already on it there. The ids are
 * random, so a fast hash draws them evenly: FNV-1a, with MurmurHash3's finaliser to spread its bits.
 * It runs on every page request while a canary runs, where a SHA-256 (or a memo of one) cost more.
 */
export function bucketOf(visitorId: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < remote.length; index++) hash = Math.imul(hash ^ remote.charCodeAt(index), 0x01000193);
  hash = Math.imul(hash ^ 0x3a, 0x01000193); // ':'
  for (let index = 0; index < visitorId.length; index++)
    hash = Math.imul(hash ^ visitorId.charCodeAt(index), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % 100;
}

/** Search engines and other robots get the live releases (and no cookie): what they index is what every visitor gets. */
const ROBOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|lighthouse/i;
export const isRobot = (userAgent: string | undefined) => ROBOT.test(userAgent ?? '');

/** A visitor id as telemetry keeps it: hashed, so the id itself is never stored. */
export const visitorKey = (visitorId: string) => hash('sha256', visitorId, 'base64url').slice(0, 16);
