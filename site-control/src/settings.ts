import { hostname } from 'node:os';
import { parseDeliveryKeys, type DeliveryKey } from 'site-contract/api/deliveryKeys';
import { DEFAULT_DELIVERY_PORT } from 'site-contract/paths';
import { loadRegistry, type RemoteRegistry } from 'site-contract/registry/registry';
import { portSetting, positive, readStoreSettings, type StoreSettings } from 'site-contract/settings';
import { DEFAULT_THRESHOLDS } from './rollout/verdict';

/** How often the canary judge looks at the running canaries by default. */
export const DEFAULT_JUDGE_EVERY_MS = 15_000;

/**
 * The leader's lease by default: held 15 s from each renewal, renewed every 5 s, so two renewals in a
 * row may fail before it runs out, and a replica takes over within 15 s of the leader's end.
 */
export const DEFAULT_LEASE = { leaseMs: 15_000, renewEveryMs: 5_000 };

/** The default per-client limit on the delivery API, which slows a guesser of keys and a runaway script alike. */
export const DEFAULT_DELIVERY_RATE_LIMIT = { max: 120, windowMs: 60_000 };

/** The environment variables that hold a credential: the upstream APIs' keys and the object store's secret. */
export const SECRET_VARIABLES = [
  'CJ_PERSONAL_ACCESS_TOKEN',
  'CJ_COMPANY_ID',
  'GELATO_API_KEY',
  'GELATO_STORE_ID',
  'AWS_SECRET_ACCESS_KEY',
] as const;

export interface ControlSettings {
  /** DELIVERY_PORT, DELIVERY_HOST: the delivery API's and the platform page's private listener (127.0.0.1:8090). */
  listener: { port: number; host: string };
  /** DELIVERY_RATE_LIMIT_MAX, DELIVERY_RATE_LIMIT_WINDOW_MS */
  rateLimit: { max: number; windowMs: number };
  /** DELIVERY_KEYS: name:scope:sha256 of each key (more are read from the data directory's key file). */
  deliveryKeys: DeliveryKey[];
  /** The values of the server's secrets in the environment (SECRET_VARIABLES), which no release may carry. */
  serverSecrets: string[];
  /** JUDGE_EVERY_MS, JUDGE_MIN_VISITORS: how often the canary judge looks, and the visitors each side needs before it decides. */
  judge: { everyMs: number; minVisitors: number };
  /** The seed registry (REMOTES_REGISTRY …): each remote's base release is the build it names. */
  registry: RemoteRegistry;
  /** SITE_INTERNAL_URL: where the release gate's render fetches the other sections' live files (a site server). */
  siteInternalUrl: string;
  /** CONTROL_LEASE_MS, CONTROL_LEASE_RENEW_MS: how long the leader's lease lasts from each renewal, and how often its holder renews it. */
  lease: { leaseMs: number; renewEveryMs: number };
  /** INSTANCE_NAME: how this replica names itself (its lease, its log lines). */
  instanceName: string;
  stores: StoreSettings;
}

export function readControlSettings(env: NodeJS.ProcessEnv = process.env): ControlSettings {
  const port = portSetting('DELIVERY_PORT', env.DELIVERY_PORT, DEFAULT_DELIVERY_PORT);
  const siteInternalUrl = env.SITE_INTERNAL_URL || 'http://127.0.0.1:8080';
  if (!/^https?:\/\/[^/]+\/?$/.test(siteInternalUrl))
    throw new Error(`SITE_INTERNAL_URL: ${JSON.stringify(siteInternalUrl)} is not an http(s) origin`);
  const lease = {
    leaseMs: positive(env.CONTROL_LEASE_MS, DEFAULT_LEASE.leaseMs),
    renewEveryMs: positive(env.CONTROL_LEASE_RENEW_MS, DEFAULT_LEASE.renewEveryMs),
  };
  if (lease.renewEveryMs * 3 > lease.leaseMs)
    throw new Error(
      `CONTROL_LEASE_RENEW_MS (${lease.renewEveryMs}) must be at most a third of CONTROL_LEASE_MS (${lease.leaseMs}), so a renewal that fails leaves time for the next`,
    );
  return {
    listener: { port, host: env.DELIVERY_HOST || '127.0.0.1' },
    rateLimit: {
      max: positive(env.DELIVERY_RATE_LIMIT_MAX, DEFAULT_DELIVERY_RATE_LIMIT.max),
      windowMs: positive(env.DELIVERY_RATE_LIMIT_WINDOW_MS, DEFAULT_DELIVERY_RATE_LIMIT.windowMs),
    },
    deliveryKeys: parseDeliveryKeys(env.DELIVERY_KEYS),
    serverSecrets: SECRET_VARIABLES.map((name) => env[name]).filter((value): value is string => Boolean(value)),
    judge: {
      everyMs: positive(env.JUDGE_EVERY_MS, DEFAULT_JUDGE_EVERY_MS),
      minVisitors: positive(env.JUDGE_MIN_VISITORS, DEFAULT_THRESHOLDS.minVisitors),
    },
    registry: loadRegistry(env),
    siteInternalUrl: siteInternalUrl.replace(/\/$/, ''),
    lease,
    instanceName: env.INSTANCE_NAME || `${hostname()}:control:${port}`,
    stores: readStoreSettings(env),
  };
}
