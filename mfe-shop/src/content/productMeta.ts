import { formatUsd, type PageMeta } from 'shared';
import { MAX_DESCRIPTION_LENGTH, fitDescription, productJsonLd } from 'shared/src/page/structuredData';
import type { FixedProduct } from './merchandise';

/** What a product page shows about any product (a fixed one's fields, `link` its page's path), its rating where it has one. */
export type ProductFacts = Pick<FixedProduct, 'id' | 'title' | 'description' | 'price' | 'image' | 'link'> & { rating?: { value: number; count: number } };

/** What the shop's products are, said at the end of each product page's description. */
export const PRODUCT_KIND_NOTE = {
  merchandise: 'official event merchandise',
  printOnDemand: 'made to order by our print partner Gelato',
};

/** The schema.org Product, in stock at its USD price. */
export const productFactsJsonLd = (product: ProductFacts) =>
  productJsonLd({ name: product.title, description: product.description, image: product.image, sku: product.id, url: product.link, price: product.price, rating: product.rating });

/** A product page: the product in one sentence with its USD price, and the Product it is. */
export function productMeta(product: ProductFacts, kindNote: string): PageMeta {
  const lead = `${product.title}: `;
  const tail = `${formatUsd(product.price)}, ${kindNote}.`;
  // An API product may have a long description, or none: it gets what room the rest leaves.
  const text = fitDescription((product.description ?? '').trim(), Math.max(MAX_DESCRIPTION_LENGTH - lead.length - tail.length - 1, 40));
  return {
    title: product.title,
    description: text ? `${lead}${text} ${tail}` : `${lead}${tail}`,
    jsonLd: [productFactsJsonLd(product)],
    // The product's page, also for its /details address, which shows the same page.
    canonicalPath: product.link,
  };
}
