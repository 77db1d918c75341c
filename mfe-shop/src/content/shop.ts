import { formatUsd, type PageMeta, type SectionPageCopy } from 'shared';
import { PRODUCT_KIND_NOTE, productFactsJsonLd, productMeta, type ProductFacts } from './productMeta';

export type ProductCategoryId = 'apparel' | 'accessories' | 'souvenirs' | 'artwork';

/** SPEC section 3: a product category of Home and search. */
export interface ProductCategory {
  id: ProductCategoryId;
  name: string;
  count: number;
}

/** SPEC section 3: a product of the shop page. */
export interface ShopProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  rating: number;
  reviewCount: number;
  category: ProductCategoryId;
  image: string;
  badge?: 'Popular' | 'New' | 'Limited Edition';
}

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

/** The shop sidebar: All Products plus the categories (ids shared with the search palette). */
export const ALL_PRODUCTS_LABEL = 'All Products';

/** SPEC section 3: the six shop samples, priced 9.99 to 45.99. */
export const SHOP_PRODUCTS: ShopProduct[] = [
  {
    id: 'expo-logo-tee',
    title: 'Expo Logo T-Shirt',
    description: 'Classic cotton tee with the Riyadh expo logo.',
    price: 24.99,
    rating: 4.6,
    reviewCount: 128,
    category: 'apparel',
    image: 'https://images.unsplash.com/photo-1576566588028-4147f3842f27?auto=format&fit=crop&w=800&q=70',
    badge: 'Popular',
  },
  {
    id: 'palm-weave-hat',
    title: 'Palm Weave Sun Hat',
    description: 'Hand-woven hat for sunny days between pavilions.',
    price: 32.5,
    rating: 4.2,
    reviewCount: 54,
    category: 'apparel',
    image: 'https://images.unsplash.com/photo-1521369909029-2afed882baee?auto=format&fit=crop&w=800&q=70',
    badge: 'New',
  },
  {
    id: 'pavilion-pin-set',
    title: 'Pavilion Pin Set',
    description: 'Six enamel pins of the expo’s landmark pavilions.',
    price: 9.99,
    rating: 4.8,
    reviewCount: 212,
    category: 'accessories',
    image: 'https://images.unsplash.com/photo-1601924994987-69e26d50dc26?auto=format&fit=crop&w=800&q=70',
  },
  {
    id: 'brass-dallah-miniature',
    title: 'Brass Dallah Miniature',
    description: 'A small brass coffee pot, the symbol of Saudi hospitality.',
    price: 45.99,
    rating: 4.9,
    reviewCount: 37,
    category: 'souvenirs',
    image: 'https://images.unsplash.com/photo-1610701596007-11502861dcfa?auto=format&fit=crop&w=800&q=70',
    badge: 'Limited Edition',
  },
  {
    id: 'camel-plush',
    title: 'Camel Plush Toy',
    description: 'A soft, friendly camel for younger visitors.',
    price: 14.99,
    rating: 4.5,
    reviewCount: 89,
    category: 'souvenirs',
    image: 'https://images.unsplash.com/photo-1535930749574-1399327ce78f?auto=format&fit=crop&w=800&q=70',
  },
  {
    id: 'najdi-door-print',
    title: 'Najdi Door Art Print',
    description: 'A giclée print of a painted Najdi door from Diriyah.',
    price: 39.0,
    rating: 4.7,
    reviewCount: 21,
    category: 'artwork',
    image: 'https://images.unsplash.com/photo-1578301978693-85fa9c0320b9?auto=format&fit=crop&w=800&q=70',
    badge: 'New',
  },
];

export const findShopProduct = (id: string | undefined) => SHOP_PRODUCTS.find((product) => product.id === id);
export const shopProductLink = (id: string) => `/e-shop/product/${id}`;

const shopProductFacts = (product: ShopProduct): ProductFacts => ({
  ...product,
  link: shopProductLink(product.id),
  rating: { value: product.rating, count: product.reviewCount },
});

/** A shop product's page, its star rating and reviews included. */
export const shopProductMeta = (product: ShopProduct): PageMeta => productMeta(shopProductFacts(product), PRODUCT_KIND_NOTE.merchandise);

const prices = SHOP_PRODUCTS.map((product) => product.price);

/** The shop page, with the products it lists (all six, or a category's). */
export const shopPageMeta = (products: ShopProduct[]): PageMeta => ({
  title: 'E-Shop',
  image: SHOP_PAGE.image,
  description: `Official event merchandise from ${formatUsd(Math.min(...prices))} to ${formatUsd(Math.max(...prices))}: apparel, accessories, souvenirs and artwork, from an expo tee to a brass dallah.`,
  jsonLd: products.map((product) => productFactsJsonLd(shopProductFacts(product))),
});

export const isCategoryId = (value: string | null): value is ProductCategoryId => PRODUCT_CATEGORIES.some((c) => c.id === value);
/** The shop filtered to a category (the search palette's product entries). */
export const shopCategoryLink = (id: ProductCategoryId) => `/e-shop?category=${id}`;

/** SPEC: 'Sort by: Popularity', a control that does nothing; popularity is the one order offered. */
export const SORT_OPTIONS = [{ value: 'popularity', label: 'Popularity' }] as const;

export const SHOP_COPY = {
  sidebarTitle: 'Categories',
  priceTitle: 'Price range',
  showing: (count: number) => `Showing ${count} products`,
  sortLabel: 'Sort by',
  mailingTitle: 'Join our mailing list',
  mailingText: 'Hear first about new designs and limited editions.',
};
