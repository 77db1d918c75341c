/** SPEC section 3: a print-on-demand product from Gelato (via our /api/gelato/products). */
export interface PrintOnDemandProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  image: string;
  link?: string;
  /** Defaults to 'Print on Demand'. */
  badge?: string;
  /** Falls back to id. */
  gelatoProductId: string;
  /** Defaults to an empty list. */
  variants: string[];
}

/** SPEC section 3: the print-on-demand catalog (the fields of a category are not shown). */
export interface PrintOnDemandCatalog {
  categories: Array<{ id: string; name: string }>;
}

export const DEFAULT_POD_BADGE = 'Print on Demand';

/** Embedded demo print-on-demand products, served by our API when no Gelato key is configured. */
export const DEMO_POD_PRODUCTS: PrintOnDemandProduct[] = [
  {
    id: 'gelato-skyline-poster',
    title: 'Riyadh Skyline Poster',
    description: 'Museum-quality matte poster of the Riyadh skyline at dusk, printed near you.',
    price: 34.99,
    image: 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/gelato/gelato-skyline-poster',
    badge: 'Print on Demand',
    gelatoProductId: 'flat_300x400-mm-12x16-inch_200-gsm-80lb-uncoated_4-0_ver',
    variants: ['30 × 40 cm', '50 × 70 cm'],
  },
  {
    id: 'gelato-expo-mug',
    title: 'Expo 2030 Mug',
    description: 'Ceramic mug with the expo pattern, dishwasher safe.',
    price: 16.99,
    image: 'https://images.unsplash.com/photo-1514228742587-6b1558fcca3d?auto=format&fit=crop&w=800&q=70',
    gelatoProductId: 'mug_product_msz_11-oz_mmat_cer_mcl_4-0',
    variants: ['11 oz'],
  },
  {
    id: 'gelato-desert-hoodie',
    title: 'Desert Dunes Hoodie',
    description: 'Organic cotton hoodie with a dune-line print.',
    price: 49.99,
    image: 'https://images.unsplash.com/photo-1556821840-3a63f95609a7?auto=format&fit=crop&w=800&q=70',
    badge: 'Eco Print',
    gelatoProductId: 'apparel_product_gca_hoodie_gsc_pullover',
    variants: ['S', 'M', 'L', 'XL'],
  },
];

export const DEMO_POD_CATALOG: PrintOnDemandCatalog = {
  categories: [
    { id: 'posters', name: 'Posters' },
    { id: 'mugs', name: 'Mugs' },
    { id: 'apparel', name: 'Apparel' },
  ],
};

/** SPEC section 3 defaults: badge 'Print on Demand', gelatoProductId falls back to id, variants empty. */
export function withPodDefaults(product: Omit<PrintOnDemandProduct, 'gelatoProductId' | 'variants'> & Partial<PrintOnDemandProduct>): PrintOnDemandProduct {
  return {
    ...product,
    link: product.link || `/e-shop/gelato/${encodeURIComponent(product.id)}`,
    badge: product.badge || DEFAULT_POD_BADGE,
    gelatoProductId: product.gelatoProductId || product.id,
    variants: Array.isArray(product.variants) ? product.variants.filter((v): v is string => typeof v === 'string') : [],
  };
}
