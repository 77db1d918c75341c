import type { PageMeta } from 'shared';
import type { PrintOnDemandProduct } from './printOnDemand';
import { PRODUCT_KIND_NOTE, productMeta } from './productMeta';

export type MerchandiseBadge = 'Popular' | 'New' | 'Limited Edition' | (string & {});

/** SPEC section 3: a fixed merchandise product (Home's merchandise section). */
export interface FixedProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  image: string;
  link: string;
  badge?: MerchandiseBadge;
}

/** What the merchandise section shows: the fixed products, then the print-on-demand ones. */
export type MerchProduct = FixedProduct | PrintOnDemandProduct;

/** SPEC "Product kind": a product with a gelatoProductId is print-on-demand. */
export const isPrintOnDemand = (product: MerchProduct): product is PrintOnDemandProduct => Boolean((product as PrintOnDemandProduct).gelatoProductId);

export const productLink = (product: MerchProduct) => product.link || `/e-shop/gelato/${encodeURIComponent(product.id)}`;

export const findFixedProduct = (slug: string | undefined) => FIXED_PRODUCTS.find((p) => p.link === `/e-shop/${slug}`);

/** A fixed product's page, or a print-on-demand product's. */
export const merchProductMeta = (product: MerchProduct): PageMeta =>
  productMeta({ ...product, link: productLink(product) }, isPrintOnDemand(product) ? PRODUCT_KIND_NOTE.printOnDemand : PRODUCT_KIND_NOTE.merchandise);

/** /e-shop/gelato/{id} while the print-on-demand products load (on the server, they have not been asked for). */
export const POD_PRODUCT_LOADING_META: PageMeta = {
  title: 'Print-on-Demand Product',
  description: 'A print-on-demand item of the official event merchandise, made to order by our print partner Gelato, produced close to you and shipped worldwide.',
};

/** SPEC section 3: the four fixed merchandise products. */
export const FIXED_PRODUCTS: FixedProduct[] = [
  {
    id: 'japan-event-tshirt',
    title: 'Japan Event T-Shirt',
    description: 'Soft cotton tee with the festival artwork printed on the front.',
    price: 29.99,
    image: 'https://images.unsplash.com/photo-1521572163474-6864f9cf17ab?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/japan-event-tshirt',
    badge: 'Popular',
  },
  {
    id: 'traditional-tote-bag',
    title: 'Traditional Tote Bag',
    description: 'Sturdy canvas tote with a traditional wave pattern.',
    price: 24.99,
    image: 'https://images.unsplash.com/photo-1544816155-12df9643f363?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/traditional-tote-bag',
  },
  {
    id: 'festival-wristband',
    title: 'Festival Wristband',
    description: 'Woven wristband in the event colours.',
    price: 9.99,
    image: 'https://images.unsplash.com/photo-1611591437281-460bfbe1220a?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/festival-wristband',
    badge: 'New',
  },
  {
    id: 'sakura-cap',
    title: 'Sakura Cap',
    description: 'Embroidered cap with a cherry-blossom motif.',
    price: 19.99,
    image: 'https://images.unsplash.com/photo-1588850561407-ed78c282e89b?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/sakura-cap',
  },
];

export const MERCHANDISE_COPY = {
  title: 'Event Merchandise',
  subtitle: 'Take a piece of the expo home: official souvenirs and prints made for you.',
  podTitle: 'Print-on-Demand via Gelato',
  podText: 'Print-on-demand products are produced locally, close to you, and shipped globally.',
  loadError: 'Unable to load print-on-demand products. Please try again later.',
  toast: 'Failed to load print-on-demand products',
  browse: 'Browse Full Shop',
  podTag: 'POD',
};
