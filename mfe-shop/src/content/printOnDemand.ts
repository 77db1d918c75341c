import type { Locale, Translations } from 'shared';

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

/** The badge our API gives a product that has none (in English: the API's answers are the same in every language). */
export const DEFAULT_POD_BADGE = 'Print on Demand';

/** The words of the print-on-demand products that the page shows in its own language. */
export interface PodCopy {
  /** DEFAULT_POD_BADGE, as the page shows it. */
  defaultBadge: string;
}

export const POD_COPY: Translations<PodCopy> = {
  en: { defaultBadge: DEFAULT_POD_BADGE },
  ar: { defaultBadge: 'طباعة حسب الطلب' },
};

type DemoPodId = 'gelato-skyline-poster' | 'gelato-expo-mug' | 'gelato-desert-hoodie';

/** What a demo product says: its words, and its variants' names. */
interface DemoPodText {
  title: string;
  description: string;
  badge?: string;
  variants: string[];
}

/** The demo print-on-demand products' words in every language (the API serves the English ones). */
export const DEMO_POD_TEXT: Translations<Record<DemoPodId, DemoPodText>> = {
  en: {
    'gelato-skyline-poster': {
      title: 'Riyadh Skyline Poster',
      description: 'Museum-quality matte poster of the Riyadh skyline at dusk, printed near you.',
      badge: 'Print on Demand',
      variants: ['30 × 40 cm', '50 × 70 cm'],
    },
    'gelato-expo-mug': {
      title: 'Expo 2030 Mug',
      description: 'Ceramic mug with the expo pattern, dishwasher safe.',
      variants: ['11 oz'],
    },
    'gelato-desert-hoodie': {
      title: 'Desert Dunes Hoodie',
      description: 'Organic cotton hoodie with a dune-line print.',
      badge: 'Eco Print',
      variants: ['S', 'M', 'L', 'XL'],
    },
  },
  ar: {
    'gelato-skyline-poster': {
      title: 'ملصق أفق الرياض',
      description: 'ملصق مطفأ اللمعة بجودة المتاحف لأفق الرياض عند الغسق، يُطبع بالقرب منك.',
      badge: 'طباعة حسب الطلب',
      variants: ['30 × 40 سم', '50 × 70 سم'],
    },
    'gelato-expo-mug': {
      title: 'كوب إكسبو 2030',
      description: 'كوب خزفي بنقوش الإكسبو، آمن للاستخدام في غسالة الأطباق.',
      variants: ['11 أونصة'],
    },
    'gelato-desert-hoodie': {
      title: 'هودي كثبان الصحراء',
      description: 'هودي من القطن العضوي بنقشة خطوط الكثبان.',
      badge: 'طباعة صديقة للبيئة',
      // Clothing sizes keep their international letters.
      variants: ['S', 'M', 'L', 'XL'],
    },
  },
};

/** Embedded demo print-on-demand products, served by our API when no Gelato key is configured. */
export const DEMO_POD_PRODUCTS: PrintOnDemandProduct[] = [
  {
    id: 'gelato-skyline-poster',
    title: DEMO_POD_TEXT.en['gelato-skyline-poster'].title,
    description: DEMO_POD_TEXT.en['gelato-skyline-poster'].description,
    price: 34.99,
    image: 'https://images.unsplash.com/photo-1586724237569-f3d0c1dee8c6?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/gelato/gelato-skyline-poster',
    badge: DEMO_POD_TEXT.en['gelato-skyline-poster'].badge,
    gelatoProductId: 'flat_300x400-mm-12x16-inch_200-gsm-80lb-uncoated_4-0_ver',
    variants: DEMO_POD_TEXT.en['gelato-skyline-poster'].variants,
  },
  {
    id: 'gelato-expo-mug',
    title: DEMO_POD_TEXT.en['gelato-expo-mug'].title,
    description: DEMO_POD_TEXT.en['gelato-expo-mug'].description,
    price: 16.99,
    image: 'https://images.unsplash.com/photo-1514228742587-6b1558fcca3d?auto=format&fit=crop&w=800&q=70',
    gelatoProductId: 'mug_product_msz_11-oz_mmat_cer_mcl_4-0',
    variants: DEMO_POD_TEXT.en['gelato-expo-mug'].variants,
  },
  {
    id: 'gelato-desert-hoodie',
    title: DEMO_POD_TEXT.en['gelato-desert-hoodie'].title,
    description: DEMO_POD_TEXT.en['gelato-desert-hoodie'].description,
    price: 49.99,
    image: 'https://images.unsplash.com/photo-1556821840-3a63f95609a7?auto=format&fit=crop&w=800&q=70',
    badge: DEMO_POD_TEXT.en['gelato-desert-hoodie'].badge,
    gelatoProductId: 'apparel_product_gca_hoodie_gsc_pullover',
    variants: DEMO_POD_TEXT.en['gelato-desert-hoodie'].variants,
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
export function withPodDefaults(
  product: Omit<PrintOnDemandProduct, 'gelatoProductId' | 'variants'> & Partial<PrintOnDemandProduct>,
): PrintOnDemandProduct {
  return {
    ...product,
    link: product.link || `/e-shop/gelato/${encodeURIComponent(product.id)}`,
    badge: product.badge || DEFAULT_POD_BADGE,
    gelatoProductId: product.gelatoProductId || product.id,
    variants: Array.isArray(product.variants) ? product.variants.filter((v): v is string => typeof v === 'string') : [],
  };
}

const isDemoPodId = (id: string): id is DemoPodId => Object.hasOwn(DEMO_POD_TEXT.en, id);

/**
 * A product from the API as the page shows it in `locale`. The API answers in English: a demo product
 * (the same id and title) is shown with its words in `locale`, and the default badge is translated.
 * A product of the Gelato store keeps the title and description the store gives it.
 */
export function localizePodProduct(product: PrintOnDemandProduct, locale: Locale): PrintOnDemandProduct {
  if (locale === 'en') return product;
  const defaultBadge = POD_COPY[locale].defaultBadge;
  if (isDemoPodId(product.id) && product.title === DEMO_POD_TEXT.en[product.id].title) {
    const text = DEMO_POD_TEXT[locale][product.id];
    return {
      ...product,
      title: text.title,
      description: text.description,
      badge: text.badge ?? defaultBadge,
      variants: text.variants,
    };
  }
  return product.badge === DEFAULT_POD_BADGE ? { ...product, badge: defaultBadge } : product;
}
