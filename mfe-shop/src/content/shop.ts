import type { ProductCategory, SectionPageCopy } from 'shared';

export const SHOP_PAGE: SectionPageCopy = {
  title: 'Official Event Merchandise',
  subtitle: 'Apparel, accessories, souvenirs and artwork to remember your visit.',
  image: 'https://images.unsplash.com/photo-1441986300917-64674bd600d8?auto=format&fit=crop&w=1600&q=70',
  introTitle: 'Shop the collection',
  intro: 'Browse official merchandise by category. Items you add to your cart are saved on this device.',
};

/** SPEC section 3: product categories of Home and search (ids used by /e-shop?category=). */
export const PRODUCT_CATEGORIES: ProductCategory[] = [
  { id: 'apparel', name: 'Apparel', count: 12 },
  { id: 'accessories', name: 'Accessories', count: 8 },
  { id: 'souvenirs', name: 'Souvenirs', count: 15 },
  { id: 'artwork', name: 'Artwork', count: 6 },
];
