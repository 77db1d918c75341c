import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { SECTIONS } from 'shared/site';

/**
 * A key of the delivery API, as the server keeps it: its name (what the audit log records), what it
 * may change (one section's package, or `platform` for every section), and the SHA-256 of the key.
 * Keys are long random strings, so a plain hash is enough; the server never holds a key itself.
 */
export interface DeliveryKey {
  name: string;
  scope: 'platform' | `mfe-${string}`;
  hash: string;
}

const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const HASH = /^[0-9a-f]{64}$/;

export const hashOfKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A new key: 32 random bytes, with a prefix that says what it is when it turns up in a log or a paste. */
export const newDeliveryKey = () => `expo_dk_${randomBytes(32).toString('base64url')}`;

/** DELIVERY_KEYS, `name:scope:sha256,…` (scope `platform` or a section's package): a wrong entry stops the start with its reason. */
export function parseDeliveryKeys(value: string | undefined): DeliveryKey[] {
  const scopes = new Set<string>(['platform', ...SECTIONS.map((section) => section.package)]);
  const keys = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name, scope, hash, ...rest] = entry.split(':');
      if (rest.length > 0 || !NAME.test(name ?? '') || !scopes.has(scope ?? '') || !HASH.test(hash ?? '')) {
        throw new Error(
          `DELIVERY_KEYS: ${JSON.stringify(entry.slice(0, 40))} is not name:scope:sha256 (scope platform or one of ${[...scopes].slice(1).join(', ')}; the hash is 64 hex digits)`,
        );
      }
      return { name, scope: scope as DeliveryKey['scope'], hash };
    });
  const names = keys.map((key) => key.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated) throw new Error(`DELIVERY_KEYS: the name ${repeated} is given to two keys`);
  return keys;
}

export type Authorization = { status: 200; key: DeliveryKey } | { status: 401 | 403; message: string };

/**
 * Who sent `authorization` (`Bearer <key>`), and whether that key may change `remote` (a section's
 * package; undefined for what only reads). 401 for a missing or unknown key, 403 for another section's.
 */
export function authorize(
  keys: readonly DeliveryKey[],
  authorization: string | undefined,
  remote?: string,
): Authorization {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match)
    return {
      status: 401,
      message: 'A delivery key is needed: Authorization: Bearer <key> (RELEASE_TOKEN for the release CLI).',
    };
  const hash = Buffer.from(hashOfKey(match[1]), 'hex');
  // Compared with every key, in constant time each, so the time taken says nothing of which part matched.
  let found: DeliveryKey | undefined;
  for (const key of keys) if (timingSafeEqual(hash, Buffer.from(key.hash, 'hex'))) found = key;
  if (!found) return { status: 401, message: 'That delivery key is not one this server knows.' };
  if (remote !== undefined && found.scope !== 'platform' && found.scope !== remote) {
    return { status: 403, message: `The key ${found.name} ships ${found.scope} only, not ${remote}.` };
  }
  return { status: 200, key: found };
}

/**
 * The keys the delivery API takes: those configured (DELIVERY_KEYS) and those made with
 * `npm run release -- key` (the data directory's key file: name:scope:sha256 lines), read again
 * whenever that file changes, so a key made while the server runs works at once. A malformed file
 * adds no key.
 */
export function deliveryKeysOf(configured: readonly DeliveryKey[], file: string): () => readonly DeliveryKey[] {
  let known: { mtimeMs: number; keys: readonly DeliveryKey[] } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return configured;
    }
    if (known?.mtimeMs !== mtimeMs) {
      let keys: readonly DeliveryKey[] = [];
      try {
        keys = parseDeliveryKeys(readFileSync(file, 'utf8').split('\n').filter(Boolean).join(','));
      } catch {
        // Left as no key: every request with one of its keys gets a 401 until the file is mended.
      }
      known = { mtimeMs, keys };
    }
    return [...configured, ...known.keys];
  };
}
