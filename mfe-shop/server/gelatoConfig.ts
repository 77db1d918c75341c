import { UPSTREAM_BACKOFF_MS } from 'shared/server';

/** Gelato configuration, from the server's environment only: the key never reaches a browser bundle. */
export interface GelatoConfig {
  credentials?: { apiKey: string; storeId: string };
  ecommerceApiUrl: string;
  productApiUrl: string;
  timeoutMs: number;
  cacheTtlMs: number;
  /** After a failed call, visitors get that failure at once for this long. */
  backoffMs: number;
}

export function readGelatoConfig(env: NodeJS.ProcessEnv = process.env): GelatoConfig {
  const { GELATO_API_KEY: apiKey, GELATO_STORE_ID: storeId } = env;
  return {
    credentials: apiKey && storeId ? { apiKey, storeId } : undefined,
    ecommerceApiUrl: env.GELATO_ECOMMERCE_API_URL ?? 'https://ecommerce.gelatoapis.com/v1',
    productApiUrl: env.GELATO_PRODUCT_API_URL ?? 'https://product.gelatoapis.com/v3',
    timeoutMs: Number(env.GELATO_TIMEOUT_MS ?? 5_000),
    cacheTtlMs: Number(env.GELATO_CACHE_TTL_MS ?? 300_000),
    backoffMs: Number(env.GELATO_BACKOFF_MS ?? UPSTREAM_BACKOFF_MS),
  };
}
