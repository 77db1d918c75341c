import { LOCALE_INFO, formatUsd, type Locale, type PageMeta, type Translations } from 'shared';
import { MAX_DESCRIPTION_LENGTH, fitDescription, productJsonLd } from 'shared/site';
import type { FixedProduct } from './merchandise';

/** What a product page shows about any product (a fixed one's fields, `link` its page's path), its rating where it has one. */
export type ProductFacts = Pick<FixedProduct, 'id' | 'title' | 'description' | 'price' | 'image' | 'link'> & {
  rating?: { value: number; count: number };
};

/** The kinds of product the shop sells: its own merchandise, and what our print partner makes to order. */
export type ProductKind = 'merchandise' | 'printOnDemand';

/** How a product page's description ends: the product's price, then what kind of product it is. */
export interface ProductKindNote {
  merchandise: string;
  printOnDemand: string;
  /** "$19.99, official event merchandise." */
  tail: (price: string, note: string) => string;
}

export const PRODUCT_KIND_NOTE: Translations<ProductKindNote> = {
  en: {
    merchandise: 'official event merchandise',
    printOnDemand: 'made to order by our print partner Gelato',
    tail: (price, note) => `${price}, ${note}.`,
  },
  ar: {
    merchandise: 'من المنتجات الرسمية للفعالية',
    printOnDemand: 'يصنعه شريكنا في الطباعة Gelato عند الطلب',
    tail: (price, note) => `${price}، ${note}.`,
  },
};

/** The schema.org Product, in stock at its USD price. */
export const productFactsJsonLd = (product: ProductFacts) =>
  productJsonLd({
    name: product.title,
    description: product.description,
    image: product.image,
    sku: product.id,
    url: product.link,
    price: product.price,
    rating: product.rating,
  });

/** A product page: the product in one sentence with its USD price, and the Product it is, in `locale`. */
export function productMeta(product: ProductFacts, kind: ProductKind, locale: Locale): PageMeta {
  const note = PRODUCT_KIND_NOTE[locale];
  const lead = `${product.title}: `;
  const tail = note.tail(formatUsd(product.price, LOCALE_INFO[locale].intlLocale), note[kind]);
  // An API product may have a long description, or none: it gets what room the rest leaves.
  const text = fitDescription(
    (product.description ?? '').trim(),
    Math.max(MAX_DESCRIPTION_LENGTH - lead.length - tail.length - 1, 40),
  );
  return {
    title: product.title,
    description: text ? `${lead}${text} ${tail}` : `${lead}${tail}`,
    jsonLd: [productFactsJsonLd(product)],
    // The product's page, also for its /details address, which shows the same page.
    canonicalPath: product.link,
  };
}
