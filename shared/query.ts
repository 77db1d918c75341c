// The site's one data-fetching client, shared at run time as the `shared/query` singleton. Only
// sections that fetch use it, so it loads with the first of them rather than on every first load
// (docs/performance-log.md has what TanStack Query weighs). Packages fetch through `useSiteQuery`, never from
// @tanstack/react-query itself (the build refuses that): one client, one cache for the whole site.
import { createContext, use, useContext } from 'react';
import { QUERY_STATE_ID } from './src/page/pageState';
import {
  QueryClient,
  dehydrate,
  hydrate,
  useQuery,
  type DehydratedState,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/** SPEC section 7: 3 retries, backoff 1000 ms doubling up to 30000 ms, 5-minute cache lifetime. */
export const QUERY_RETRIES = 3;
export const CACHE_LIFETIME_MS = 5 * 60 * 1000;
export const retryDelay = (failedAttempts: number) => Math.min(1000 * 2 ** failedAttempts, 30_000);
/**
 * How long an answer counts as fresh: a page hydrating with the data the server rendered it with
 * (the server's page cache keeps a page at most a minute) does not fetch it again at once.
 */
export const FRESH_FOR_MS = 60_000;

/**
 * `forServer`: a client for one server render. It fetches each query once, without retries (see
 * useSiteQuery), and keeps no garbage-collection timer (gcTime Infinity): the whole client is
 * dropped with the request.
 */
export function createQueryClient({ forServer = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        retryDelay,
        gcTime: forServer ? Infinity : CACHE_LIFETIME_MS,
        staleTime: FRESH_FOR_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export type { DehydratedState };

export { QUERY_STATE_ID } from './src/page/pageState';
/** How long a server render waits for a query: a slower one is left loading, for the browser to fetch. */
export const SERVER_QUERY_BUDGET_MS = 1000;

/** The client every section's queries share in the browser. It needs no provider: the hook names it. */
export const siteQueryClient = createQueryClient();

// A server-rendered page's query results, so the browser hydrates with the data the HTML shows.
if (typeof document !== 'undefined') {
  const element = document.getElementById(QUERY_STATE_ID);
  try {
    if (element?.textContent) hydrate(siteQueryClient, JSON.parse(element.textContent) as DehydratedState);
  } catch {
    console.warn("[query] the page's query state is not JSON: its data is fetched again");
  }
}

/** The server render's own client, one per request, so no visitor's data reaches another's page. */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

/** What a server render hands the browser: its successful queries (a failed or slow one is fetched again there). */
export const dehydrateForPage = (client: QueryClient): DehydratedState => dehydrate(client);

/** Each server client's fetches by query hash: a query is fetched once per render, whatever its outcome. */
const serverFetches = new WeakMap<QueryClient, Map<string, Promise<void>>>();

/**
 * On the server: the query's one fetch, settled within SERVER_QUERY_BUDGET_MS. A failure is
 * forgotten, so the page shows the loading state and the browser fetches (with its retries) itself.
 */
function serverFetch(client: QueryClient, options: UseQueryOptions<never, Error, never, QueryKey>): Promise<void> {
  const { queryHash } = client.getQueryCache().build(client, options);
  const fetches = serverFetches.get(client) ?? new Map<string, Promise<void>>();
  serverFetches.set(client, fetches);
  let fetched = fetches.get(queryHash);
  if (!fetched) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, SERVER_QUERY_BUDGET_MS)));
    const fetch = client.prefetchQuery({ ...options, retry: false }).then(() => {
      if (client.getQueryState(options.queryKey)?.status === 'error')
        client.removeQueries({ queryKey: options.queryKey, exact: true });
    });
    fetched = Promise.race([fetch, budget]).finally(() => clearTimeout(timer));
    fetches.set(queryHash, fetched);
  }
  return fetched;
}

/**
 * A query through the site's one client. On the server (a render's own client in context) the
 * render waits for the data, within its budget, so the HTML holds it; in the browser it is the
 * plain useQuery, starting from the data the page was rendered with.
 */
export function useSiteQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
): UseQueryResult<TData, Error> {
  const serverClient = useContext(ServerQueryClientContext);
  if (serverClient) {
    use(serverFetch(serverClient, options as unknown as UseQueryOptions<never, Error, never, QueryKey>));
  }
  return useQuery(options, serverClient ?? siteQueryClient);
}
