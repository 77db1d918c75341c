import type { PrintOnDemandCatalog, PrintOnDemandProduct } from '../src/content/printOnDemand';
import { toPlainText } from 'shared/server/plainText';
import { UpstreamError, fetchUpstreamJson } from 'shared/server/upstream';
import { withPodDefaults } from '../src/content/printOnDemand';
import type { GelatoConfig } from './gelatoConfig';

interface GelatoStoreProduct {
  id?: unknown;
  title?: unknown;
  description?: unknown;
  previewUrl?: unknown;
  price?: unknown;
  productUid?: unknown;
  variants?: Array<{ title?: unknown; price?: unknown; productUid?: unknown }>;
}

const safeId = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 128) : '');

/** Gelato store product → our print-on-demand product (SPEC section 3); unusable items give null. */
export function mapGelatoProduct(product: GelatoStoreProduct): PrintOnDemandProduct | null {
  const id = safeId(product.id);
  const title = toPlainText(product.title, 200);
  const price = Number(product.price ?? product.variants?.[0]?.price);
  if (!id || !title || !Number.isFinite(price) || price < 0) return null;
  const image = typeof product.previewUrl === 'string' && /^https:\/\//.test(product.previewUrl) ? product.previewUrl : '';
  return withPodDefaults({
    id,
    title,
    description: toPlainText(product.description, 1_000),
    price: Math.round(price * 100) / 100,
    image,
    gelatoProductId: safeId(product.productUid ?? product.variants?.[0]?.productUid) || undefined,
    variants: (product.variants ?? []).map((variant) => toPlainText(variant.title, 80)).filter(Boolean),
  });
}

export async function fetchGelatoStoreProducts(config: GelatoConfig): Promise<PrintOnDemandProduct[]> {
  const { credentials } = config;
  if (!credentials) throw new Error('Gelato is not configured');
  const answer = (await fetchUpstreamJson({
    service: 'Gelato',
    url: `${config.ecommerceApiUrl}/stores/${encodeURIComponent(credentials.storeId)}/products`,
    headers: { 'X-API-KEY': credentials.apiKey },
    timeoutMs: config.timeoutMs,
  })) as { products?: unknown };
  if (!Array.isArray(answer?.products)) throw new UpstreamError('Gelato', 'malformed', 'no products list');
  return answer.products.flatMap((item) => {
    const product = typeof item === 'object' && item ? mapGelatoProduct(item as GelatoStoreProduct) : null;
    return product ? [product] : [];
  });
}

export async function fetchGelatoCatalogs(config: GelatoConfig): Promise<PrintOnDemandCatalog> {
  const { credentials } = config;
  if (!credentials) throw new Error('Gelato is not configured');
  const answer = await fetchUpstreamJson({ service: 'Gelato', url: `${config.productApiUrl}/catalogs`, headers: { 'X-API-KEY': credentials.apiKey }, timeoutMs: config.timeoutMs });
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown })?.data;
  if (!Array.isArray(list)) throw new UpstreamError('Gelato', 'malformed', 'no catalog list');
  return {
    categories: list.flatMap((catalog: { catalogUid?: unknown; title?: unknown }) => {
      const id = safeId(catalog?.catalogUid);
      const name = toPlainText(catalog?.title, 100);
      return id && name ? [{ id, name }] : [];
    }),
  };
}
