import { UPSTREAM_BACKOFF_MS } from 'shared/server';

/** CJ configuration, from the server's environment only: none of it reaches a browser bundle. */
export interface CjConfig {
  /** Present only when all three credentials are set; otherwise the API serves demo listings. */
  credentials?: { personalAccessToken: string; companyId: string; websiteId: string };
  apiUrl: string;
  affiliateId: string;
  linkLabel: string;
  allowedHosts: string[];
  timeoutMs: number;
  cacheTtlMs: number;
  /** After a failed call, visitors get that failure at once for this long. */
  backoffMs: number;
}

export const DEFAULT_ALLOWED_BOOKING_HOSTS = ['booking.com', 'expedia.com', 'hotels.com', 'agoda.com', 'trip.com'];

export function readCjConfig(env: NodeJS.ProcessEnv = process.env): CjConfig {
  const { CJ_PERSONAL_ACCESS_TOKEN: personalAccessToken, CJ_COMPANY_ID: companyId, CJ_WEBSITE_ID: websiteId } = env;
  return {
    credentials:
      personalAccessToken && companyId && websiteId ? { personalAccessToken, companyId, websiteId } : undefined,
    apiUrl: env.CJ_API_URL ?? 'https://ads.api.cj.com/query',
    affiliateId: env.CJ_AFFILIATE_ID ?? websiteId ?? 'expo-guide',
    linkLabel: env.CJ_LINK_LABEL ?? 'CJ',
    allowedHosts: env.CJ_ALLOWED_HOSTS
      ? env.CJ_ALLOWED_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : DEFAULT_ALLOWED_BOOKING_HOSTS,
    timeoutMs: Number(env.CJ_TIMEOUT_MS ?? 5_000),
    cacheTtlMs: Number(env.CJ_CACHE_TTL_MS ?? 60_000),
    backoffMs: Number(env.CJ_BACKOFF_MS ?? UPSTREAM_BACKOFF_MS),
  };
}
