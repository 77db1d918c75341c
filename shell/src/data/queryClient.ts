import { QueryClient } from '@tanstack/react-query';

/** SPEC section 7: 3 retries, backoff 1000 ms doubling up to 30000 ms, 5-minute cache lifetime. */
export const QUERY_RETRIES = 3;
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;
export const retryDelay = (failedAttempts: number) => Math.min(1000 * 2 ** failedAttempts, 30_000);

/** The one data-fetching client; sections reach it through the shared @tanstack/react-query singleton. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay, gcTime: CACHE_LIFETIME_MS, refetchOnWindowFocus: false },
    },
  });
}
