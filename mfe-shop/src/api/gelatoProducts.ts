import { MalformedResponseError, fetchJson } from 'shared';
import { useSiteQuery } from 'shared/query';
import { withPodDefaults, type PrintOnDemandProduct } from '../content/printOnDemand';
import { logSwallowed } from './logSwallowed';

function isPodProduct(value: unknown): value is PrintOnDemandProduct {
  const product = value as PrintOnDemandProduct;
  return (
    typeof product?.id === 'string' &&
    typeof product.title === 'string' &&
    typeof product.price === 'number' &&
    Number.isFinite(product.price)
  );
}

/**
 * SPEC sections 7 and 8: a non-OK status or a network failure throws 'Failed to fetch Gelato products',
 * which is logged and swallowed into an empty list. An answer that is not a product list is a load
 * failure the merchandise section reports.
 */
export async function fetchGelatoProducts(signal?: AbortSignal): Promise<PrintOnDemandProduct[]> {
  let answer: unknown;
  try {
    answer = await fetchJson('/api/gelato/products', { signal, errorMessage: () => 'Failed to fetch Gelato products' });
  } catch (error) {
    if (error instanceof MalformedResponseError) throw error;
    logSwallowed('Failed to fetch Gelato products', error);
    return [];
  }
  if (!Array.isArray(answer)) throw new MalformedResponseError('/api/gelato/products');
  return answer.filter(isPodProduct).map(withPodDefaults);
}

/**
 * The print-on-demand products through the site's query client. Fetch failures are already an empty
 * list, so what remains is a load failure to show at once: no retries.
 */
export function useGelatoProducts() {
  return useSiteQuery({
    queryKey: ['gelato-products'],
    queryFn: ({ signal }) => fetchGelatoProducts(signal),
    retry: false,
  });
}
