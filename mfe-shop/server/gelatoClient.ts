import * as v from 'valibot';
import { type PrintOnDemandCatalog, type PrintOnDemandProduct, withPodDefaults } from '../src/content/printOnDemand';
import { toPlainText, UpstreamError, fetchUpstreamJson } from 'shared/server';
import type { GelatoConfig } from './gelatoConfig';

/** A field Gelato may leave out or fill with anything: a missing one reads as null. */
const anyField = v.optional(v.unknown(), null);

/** Upstream text (HTML or anything else) as plain text of at most maxLength characters; '' if it is not a string. */
const plainText = (maxLength: number) =>
  v.pipe(
    anyField,
    v.transform((value) => toPlainText(value, maxLength)),
  );

/** A Gelato id: a string or a number, read as a string of at most 128 characters; '' for anything else. */
const GelatoIdSchema = v.fallback(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => String(id).slice(0, 128)),
  ),
  '',
);
const requiredId = v.pipe(anyField, GelatoIdSchema, v.nonEmpty());

/** A product variant; anything that is not an object is a variant with nothing we read. */
const GelatoVariantSchema = v.fallback(
  v.object({ title: plainText(80), price: v.optional(v.unknown()), productUid: v.optional(v.unknown()) }),
  { title: '' },
);

/**
 * A Gelato store product, as we read it (SPEC section 3). Without an id, a title, or a price (its
 * own, else its first variant's) that is a finite amount of at least 0, it does not parse and is
 * left out. Variants that are not a list count as none.
 */
export const GelatoStoreProductSchema = v.pipe(
  v.object({
    id: requiredId,
    title: v.pipe(plainText(200), v.nonEmpty()),
    description: plainText(1_000),
    previewUrl: v.fallback(v.pipe(v.string(), v.startsWith('https://')), ''),
    price: anyField,
    productUid: anyField,
    variants: v.fallback(v.array(GelatoVariantSchema), []),
  }),
  v.transform(({ price, productUid, variants, ...product }) => ({
    ...product,
    price: Number(price ?? variants[0]?.price),
    productUid: v.parse(GelatoIdSchema, productUid ?? variants[0]?.productUid),
    variants: variants.map((variant) => variant.title).filter(Boolean),
  })),
  v.check(({ price }) => Number.isFinite(price) && price >= 0, 'no usable price'),
);

export type GelatoStoreProduct = v.InferOutput<typeof GelatoStoreProductSchema>;

/** A Gelato catalog; one without an id or a title does not parse and is left out. */
const GelatoCatalogSchema = v.object({ catalogUid: requiredId, title: v.pipe(plainText(100), v.nonEmpty()) });

/** The store's product list; any other answer is malformed. */
const GelatoProductsAnswerSchema = v.object({ products: v.array(v.unknown()) });

/** The catalog list, given as a list or as `{ data: list }`; any other answer is malformed. */
const GelatoCatalogsAnswerSchema = v.union([
  v.array(v.unknown()),
  v.pipe(
    v.object({ data: v.array(v.unknown()) }),
    v.transform(({ data }) => data),
  ),
]);

/** The entries of an upstream list that parse; the others are left out. */
function parsedEntries<TSchema extends v.GenericSchema>(
  schema: TSchema,
  entries: unknown[],
): Array<v.InferOutput<TSchema>> {
  return entries.flatMap((entry) => {
    const parsed = v.safeParse(schema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/** Gelato store product → our print-on-demand product (SPEC section 3). */
export function mapGelatoProduct(product: GelatoStoreProduct): PrintOnDemandProduct {
  return withPodDefaults({
    id: product.id,
    title: product.title,
    description: product.description,
    price: Math.round(product.price * 100) / 100,
    image: product.previewUrl,
    gelatoProductId: product.productUid || undefined,
    variants: product.variants,
  });
}

export async function fetchGelatoStoreProducts(config: GelatoConfig): Promise<PrintOnDemandProduct[]> {
  const { credentials } = config;
  if (!credentials) throw new Error('Gelato is not configured');
  const answer = v.safeParse(
    GelatoProductsAnswerSchema,
    await fetchUpstreamJson({
      service: 'Gelato',
      url: `${config.ecommerceApiUrl}/stores/${encodeURIComponent(credentials.storeId)}/products`,
      headers: { 'X-API-KEY': credentials.apiKey },
      timeoutMs: config.timeoutMs,
    }),
  );
  if (!answer.success) throw new UpstreamError('Gelato', 'malformed', 'no products list');
  return parsedEntries(GelatoStoreProductSchema, answer.output.products).map(mapGelatoProduct);
}

export async function fetchGelatoCatalogs(config: GelatoConfig): Promise<PrintOnDemandCatalog> {
  const { credentials } = config;
  if (!credentials) throw new Error('Gelato is not configured');
  const answer = v.safeParse(
    GelatoCatalogsAnswerSchema,
    await fetchUpstreamJson({
      service: 'Gelato',
      url: `${config.productApiUrl}/catalogs`,
      headers: { 'X-API-KEY': credentials.apiKey },
      timeoutMs: config.timeoutMs,
    }),
  );
  if (!answer.success) throw new UpstreamError('Gelato', 'malformed', 'no catalog list');
  return {
    categories: parsedEntries(GelatoCatalogSchema, answer.output).map(({ catalogUid, title }) => ({
      id: catalogUid,
      name: title,
    })),
  };
}
