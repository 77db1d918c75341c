import { fetchJson } from 'shared';
import { useSiteQuery } from 'shared/query';
import type { PrintOnDemandCatalog } from '../content/printOnDemand';
import { logSwallowed } from './logSwallowed';

/** SPEC sections 7 and 8: 'Failed to get Gelato catalog' is logged and becomes empty categories. */
export async function fetchGelatoCatalog(signal?: AbortSignal): Promise<PrintOnDemandCatalog> {
  try {
    const answer = await fetchJson<PrintOnDemandCatalog>('/api/gelato/catalog', {
      signal,
      errorMessage: () => 'Failed to get Gelato catalog',
    });
    return { categories: Array.isArray(answer?.categories) ? answer.categories : [] };
  } catch (error) {
    logSwallowed('Failed to get Gelato catalog', error);
    return { categories: [] };
  }
}

/** The print-on-demand catalog through the site's query client; it never fails, so no retries. */
export function useGelatoCatalog() {
  return useSiteQuery({
    queryKey: ['gelato-catalog'],
    queryFn: ({ signal }) => fetchGelatoCatalog(signal),
    retry: false,
  });
}
