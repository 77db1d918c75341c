// The site's one data-fetching client, shared at run time as the `shared/query` singleton. Only
// sections that fetch use it, so it loads with the first of them rather than on every first load
// (see the README's Performance section for what TanStack Query weighs). Packages fetch through `useSiteQuery`, never from
// @tanstack/react-query itself (the build refuses that): one client, one cache for the whole site.
import { createContext, useContext } from 'react';
import { QueryClient, useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/** SPEC section 7: 3 retries, backoff 1000 ms doubling up to 30000 ms, 5-minute cache lifetime. */
export const QUERY_RETRIES = 3;
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;
export const retryDelay = (failedAttempts: number) => Math.min(1000 * 2 ** failedAttempts, 30_000);

/**
 * `forServer`: a client for one server render. It never fetches (useQuery does not on the
 * server) and keeps no garbage-collection timer (gcTime Infinity): the whole client is dropped
 * with the request.
 */
export function createQueryClient({ forServer = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, retryDelay, gcTime: forServer ? Infinity : CACHE_LIFETIME_MS, refetchOnWindowFocus: false },
    },
  });
}

/** The client every section's queries share in the browser. It needs no provider: the hook names it. */
export const siteQueryClient = createQueryClient();

/** The server render's own client, one per request, so no visitor's data reaches another's page. */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

export function useSiteQuery<TData, TKey extends QueryKey = QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey>): UseQueryResult<TData, Error> {
  return useQuery(options, useContext(ServerQueryClientContext) ?? siteQueryClient);
}
