import type { Locale, PageMeta, Translations } from 'shared';
import type { PrintOnDemandProduct } from './printOnDemand';
import { productMeta } from './productMeta';

/** SPEC section 3: a fixed merchandise product (Home's merchandise section). */
export interface FixedProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  image: string;
  link: string;
  /** A label ('Popular', 'New'), in the page's language. */
  badge?: string;
}

/** What the merchandise section shows: the fixed products, then the print-on-demand ones. */
export type MerchProduct = FixedProduct | PrintOnDemandProduct;

/** SPEC "Product kind": a product with a gelatoProductId is print-on-demand. */
export const isPrintOnDemand = (product: MerchProduct): product is PrintOnDemandProduct =>
  Boolean((product as PrintOnDemandProduct).gelatoProductId);

export const productLink = (product: MerchProduct) =>
  product.link || `/e-shop/gelato/${encodeURIComponent(product.id)}`;

/** What the merchandise pages tell search results and link previews. */
export interface MerchMeta {
  /** A fixed product's page, or a print-on-demand product's. */
  product: (product: MerchProduct) => PageMeta;
  /** /e-shop/gelato/{id} while the print-on-demand products load (on the server, they have not been asked for). */
  podLoading: PageMeta;
}

const merchProductMetaIn = (locale: Locale) => (product: MerchProduct) =>
  productMeta(
    { ...product, link: productLink(product) },
    isPrintOnDemand(product) ? 'printOnDemand' : 'merchandise',
    locale,
  );

export const MERCH_META: Translations<MerchMeta> = {
  en: {
    product: merchProductMetaIn('en'),
    podLoading: {
      title: 'Print-on-Demand Product',
      description:
        'A print-on-demand item of the official event merchandise, made to order by our print partner Gelato, produced close to you and shipped worldwide.',
    },
  },
  ar: {
    product: merchProductMetaIn('ar'),
    podLoading: {
      title: 'منتج بالطباعة حسب الطلب',
      description:
        'قطعة من المنتجات الرسمية للفعالية يصنعها شريكنا في الطباعة Gelato عند الطلب، وتُنتَج بالقرب منك وتُشحن إلى جميع أنحاء العالم.',
    },
  },
};

type FixedProductId = 'japan-event-tshirt' | 'traditional-tote-bag' | 'festival-wristband' | 'sakura-cap';

/** What does not change with the language: price, photo, page. */
const FIXED_PRODUCT_FACTS: Array<Pick<FixedProduct, 'price' | 'image' | 'link'> & { id: FixedProductId }> = [
  {
    id: 'japan-event-tshirt',
    price: 29.99,
    image: 'https://images.unsplash.com/photo-1521572163474-6864f9cf17ab?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/japan-event-tshirt',
  },
  {
    id: 'traditional-tote-bag',
    price: 24.99,
    image: 'https://images.unsplash.com/photo-1544816155-12df9643f363?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/traditional-tote-bag',
  },
  {
    id: 'festival-wristband',
    price: 9.99,
    image: 'https://images.unsplash.com/photo-1611591437281-460bfbe1220a?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/festival-wristband',
  },
  {
    id: 'sakura-cap',
    price: 19.99,
    image: 'https://images.unsplash.com/photo-1588850561407-ed78c282e89b?auto=format&fit=crop&w=800&q=70',
    link: '/e-shop/sakura-cap',
  },
];

type FixedProductText = Pick<FixedProduct, 'title' | 'description' | 'badge'>;

const FIXED_PRODUCT_TEXT: Translations<Record<FixedProductId, FixedProductText>> = {
  en: {
    'japan-event-tshirt': {
      title: 'Japan Event T-Shirt',
      description: 'Soft cotton tee with the festival artwork printed on the front.',
      badge: 'Popular',
    },
    'traditional-tote-bag': {
      title: 'Traditional Tote Bag',
      description: 'Sturdy canvas tote with a traditional wave pattern.',
    },
    'festival-wristband': {
      title: 'Festival Wristband',
      description: 'Woven wristband in the event colours.',
      badge: 'New',
    },
    'sakura-cap': { title: 'Sakura Cap', description: 'Embroidered cap with a cherry-blossom motif.' },
  },
  ar: {
    'japan-event-tshirt': {
      title: 'تيشيرت فعالية اليابان',
      description: 'تيشيرت قطني ناعم طُبع على واجهته التصميم الفني للمهرجان.',
      badge: 'رائج',
    },
    'traditional-tote-bag': {
      title: 'حقيبة قماشية تقليدية',
      description: 'حقيبة متينة من قماش الكانفاس بنقشة أمواج تقليدية.',
    },
    'festival-wristband': { title: 'سوار المهرجان', description: 'سوار منسوج بألوان الفعالية.', badge: 'جديد' },
    'sakura-cap': { title: 'قبعة ساكورا', description: 'قبعة مطرّزة بزخارف أزهار الكرز.' },
  },
};

const fixedProductsIn = (locale: Locale): FixedProduct[] =>
  FIXED_PRODUCT_FACTS.map(({ id, price, image, link }) => {
    const { title, description, badge } = FIXED_PRODUCT_TEXT[locale][id];
    return { id, title, description, price, image, link, ...(badge ? { badge } : {}) };
  });

/** SPEC section 3: the four fixed merchandise products, in each language (the same ids, prices, photos and pages). */
export const FIXED_PRODUCTS: Translations<FixedProduct[]> = { en: fixedProductsIn('en'), ar: fixedProductsIn('ar') };

export const findFixedProduct = (slug: string | undefined, locale: Locale = 'en') =>
  FIXED_PRODUCTS[locale].find((p) => p.link === `/e-shop/${slug}`);

/** The words of Home's merchandise section and its cards. */
export interface MerchandiseCopy {
  title: string;
  subtitle: string;
  podTitle: string;
  podText: string;
  loadError: string;
  toast: string;
  browse: string;
  podTag: string;
  loading: string;
}

export const MERCHANDISE_COPY: Translations<MerchandiseCopy> = {
  en: {
    title: 'Event Merchandise',
    subtitle: 'Take a piece of the expo home: official souvenirs and prints made for you.',
    podTitle: 'Print-on-Demand via Gelato',
    podText: 'Print-on-demand products are produced locally, close to you, and shipped globally.',
    loadError: 'Unable to load print-on-demand products. Please try again later.',
    toast: 'Failed to load print-on-demand products',
    browse: 'Browse Full Shop',
    podTag: 'POD',
    loading: 'Loading products',
  },
  ar: {
    title: 'منتجات الفعالية',
    subtitle: 'خذ معك قطعة من الإكسبو إلى بيتك: هدايا تذكارية رسمية ومطبوعات تُصنع خصيصًا لك.',
    podTitle: 'الطباعة حسب الطلب عبر Gelato',
    podText: 'تُنتَج منتجات الطباعة حسب الطلب محليًا بالقرب منك، وتُشحن إلى جميع أنحاء العالم.',
    loadError: 'تعذّر تحميل منتجات الطباعة حسب الطلب. يرجى المحاولة مرة أخرى لاحقًا.',
    toast: 'فشل تحميل منتجات الطباعة حسب الطلب',
    browse: 'تصفّح المتجر بالكامل',
    podTag: 'عند الطلب',
    loading: 'جارٍ تحميل المنتجات',
  },
};
