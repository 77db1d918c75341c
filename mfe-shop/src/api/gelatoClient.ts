import { MalformedResponseError, fetchJson, type PrintOnDemandCatalog, type PrintOnDemandProduct } from 'shared';
import { withPodDefaults } from '../content/printOnDemand';

function isPodProduct(value: unknown): value is PrintOnDemandProduct {
  const product = value as PrintOnDemandProduct;
  return typeof product?.id === 'string' && typeof product.title === 'string' && typeof product.price === 'number' && Number.isFinite(product.price);
}

/** SPEC section 8: the failure is logged under the spec's message (the cause kept), then swallowed. */
function logSwallowed(message: string, error: unknown) {
  console.error(error instanceof Error && error.message === message ? error : new Error(message, { cause: error }));
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

/** Same rule for the catalog: 'Failed to get Gelato catalog' is logged and becomes empty categories. */
export async function fetchGelatoCatalog(signal?: AbortSignal): Promise<PrintOnDemandCatalog> {
  try {
    const answer = await fetchJson<PrintOnDemandCatalog>('/api/gelato/catalog', { signal, errorMessage: () => 'Failed to get Gelato catalog' });
    return { categories: Array.isArray(answer?.categories) ? answer.categories : [] };
  } catch (error) {
    logSwallowed('Failed to get Gelato catalog', error);
    return { categories: [] };
  }
}
