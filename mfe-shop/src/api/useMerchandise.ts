import { useSiteQuery } from 'shared/query';
import { fetchGelatoCatalog, fetchGelatoProducts } from './gelatoClient';

/**
 * Print-on-demand products and catalog, loaded together through the site's query client. Fetch
 * failures are already turned into empty results, so what remains is a load failure to show at once:
 * no retries.
 */
export function useMerchandise() {
  return useSiteQuery({
    queryKey: ['merchandise'],
    queryFn: async ({ signal }) => {
      const [products, catalog] = await Promise.all([fetchGelatoProducts(signal), fetchGelatoCatalog(signal)]);
      return { products, categories: catalog.categories };
    },
    retry: false,
  });
}
