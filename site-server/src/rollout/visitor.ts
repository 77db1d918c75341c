import { createHash, randomBytes } from 'node:crypto';

/**
 * A visitor's random id, in a first-party cookie: what makes a visitor's share of a canary sticky, and
 * what telemetry counts visitors by. No personal data: 16 random bytes, HttpOnly (page scripts never
 * read it), SameSite=Lax, Secure on an https site, kept a year.
 */
export const VISITOR_COOKIE = 'expo_vid';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const YEAR_S = 365 * 24 * 60 * 60;

/** The visitor id a Cookie header holds, or undefined (none, or not one this site made). */
export function visitorIdOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === VISITOR_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return undefined;
}

export const newVisitorId = () => randomBytes(16).toString('base64url');

/** The Set-Cookie value that gives a visitor `id`. */
export const visitorCookie = (id: string, secure: boolean) =>
  `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * The visitor's bucket (0–99) for a remote's canary: a hash of the id and the remote, so each
 * remote's canary draws its own visitors, and a visitor's bucket never changes. A canary at `percent`
 * takes the buckets below it: raising the share keeps everyone already on it there.
 */
export function bucketOf(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${visitorId}`).digest().readUInt32BE(0) % 100;
}

/** Search engines and other robots get the live releases (and no cookie): what they index is what every visitor gets. */
const ROBOT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|lighthouse/i;
export const isRobot = (userAgent: string | undefined) => ROBOT.test(userAgent ?? '');

/** A visitor id as telemetry keeps it: hashed, so the id itself is never stored. */
export const visitorKey = (visitorId: string) =>
  createHash('sha256').update(visitorId).digest('base64url').slice(0, 16);
