import {
  formatUsd,
  formatWholeUsd,
  LOCALE_INFO,
  numberFormat,
  pluralRules,
  type Locale,
  type PageMeta,
  type SectionPageCopy,
  type Translations,
} from 'shared';
import { productFactsJsonLd, productMeta, type ProductFacts } from './productMeta';

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
  /** A label ('Popular', 'New', 'Limited Edition'), in the page's language. */
  badge?: string;
}

const SHOP_IMAGE = 'https://images.unsplash.com/photo-1441986300917-64674bd600d8?auto=format&fit=crop&w=1600&q=70';

export const SHOP_PAGE: Translations<SectionPageCopy> = {
  en: {
    title: 'Official Event Merchandise',
    subtitle: 'Apparel, accessories, souvenirs and artwork to remember your visit.',
    image: SHOP_IMAGE,
    introTitle: 'Shop the collection',
    intro: 'Browse official merchandise by category. Items you add to your cart are saved on this device.',
  },
  ar: {
    title: 'المنتجات الرسمية للفعالية',
    subtitle: 'ملابس وإكسسوارات وهدايا تذكارية وأعمال فنية تخلّد ذكرى زيارتك.',
    image: SHOP_IMAGE,
    introTitle: 'تسوّق المجموعة',
    intro: 'تصفّح المنتجات الرسمية حسب الفئة. تُحفظ المنتجات التي تضيفها إلى سلتك على هذا الجهاز.',
  },
};

/** The categories' ids (used by /e-shop?category=) and counts, the same in every language. */
const CATEGORY_COUNTS: Record<ProductCategoryId, number> = { apparel: 12, accessories: 8, souvenirs: 15, artwork: 6 };

const CATEGORY_NAMES: Translations<Record<ProductCategoryId, string>> = {
  en: { apparel: 'Apparel', accessories: 'Accessories', souvenirs: 'Souvenirs', artwork: 'Artwork' },
  ar: { apparel: 'الملابس', accessories: 'الإكسسوارات', souvenirs: 'الهدايا التذكارية', artwork: 'الأعمال الفنية' },
};

const categoriesIn = (locale: Locale): ProductCategory[] =>
  (Object.keys(CATEGORY_COUNTS) as ProductCategoryId[]).map((id) => ({
    id,
    name: CATEGORY_NAMES[locale][id],
    count: CATEGORY_COUNTS[id],
  }));

/** SPEC section 3: product categories of Home and search, in each language. */
export const PRODUCT_CATEGORIES: Translations<ProductCategory[]> = { en: categoriesIn('en'), ar: categoriesIn('ar') };

type ShopProductId =
  | 'expo-logo-tee'
  | 'palm-weave-hat'
  | 'pavilion-pin-set'
  | 'brass-dallah-miniature'
  | 'camel-plush'
  | 'najdi-door-print';

/** What does not change with the language: price, rating, category, photo. */
const SHOP_PRODUCT_FACTS: Array<Omit<ShopProduct, 'title' | 'description' | 'badge'> & { id: ShopProductId }> = [
  {
    id: 'expo-logo-tee',
    price: 24.99,
    rating: 4.6,
    reviewCount: 128,
    category: 'apparel',
    image: 'https://images.unsplash.com/photo-1576566588028-4147f3842f27?auto=format&fit=crop&w=800&q=70',
  },
  {
    id: 'palm-weave-hat',
    price: 32.5,
    rating: 4.2,
    reviewCount: 54,
    category: 'apparel',
    image: 'https://images.unsplash.com/photo-1521369909029-2afed882baee?auto=format&fit=crop&w=800&q=70',
  },
  {
    id: 'pavilion-pin-set',
    price: 9.99,
    rating: 4.8,
    reviewCount: 212,
    category: 'accessories',
    image: 'https://images.unsplash.com/photo-1601924994987-69e26d50dc26?auto=format&fit=crop&w=800&q=70',
  },
  {
    id: 'brass-dallah-miniature',
    price: 45.99,
    rating: 4.9,
    reviewCount: 37,
    category: 'souvenirs',
    image: 'https://images.unsplash.com/photo-1610701596007-11502861dcfa?auto=format&fit=crop&w=800&q=70',
  },
  {
    id: 'camel-plush',
    price: 14.99,
    rating: 4.5,
    reviewCount: 89,
    category: 'souvenirs',
    image: 'https://images.unsplash.com/photo-1535930749574-1399327ce78f?auto=format&fit=crop&w=800&q=70',
  },
  {
    id: 'najdi-door-print',
    price: 39.0,
    rating: 4.7,
    reviewCount: 21,
    category: 'artwork',
    image: 'https://images.unsplash.com/photo-1578301978693-85fa9c0320b9?auto=format&fit=crop&w=800&q=70',
  },
];

type ShopProductText = Pick<ShopProduct, 'title' | 'description' | 'badge'>;

const SHOP_PRODUCT_TEXT: Translations<Record<ShopProductId, ShopProductText>> = {
  en: {
    'expo-logo-tee': {
      title: 'Expo Logo T-Shirt',
      description: 'Classic cotton tee with the Riyadh expo logo.',
      badge: 'Popular',
    },
    'palm-weave-hat': {
      title: 'Palm Weave Sun Hat',
      description: 'Hand-woven hat for sunny days between pavilions.',
      badge: 'New',
    },
    'pavilion-pin-set': { title: 'Pavilion Pin Set', description: 'Six enamel pins of the expo’s landmark pavilions.' },
    'brass-dallah-miniature': {
      title: 'Brass Dallah Miniature',
      description: 'A small brass coffee pot, the symbol of Saudi hospitality.',
      badge: 'Limited Edition',
    },
    'camel-plush': { title: 'Camel Plush Toy', description: 'A soft, friendly camel for younger visitors.' },
    'najdi-door-print': {
      title: 'Najdi Door Art Print',
      description: 'A giclée print of a painted Najdi door from Diriyah.',
      badge: 'New',
    },
  },
  ar: {
    'expo-logo-tee': {
      title: 'تيشيرت بشعار الإكسبو',
      description: 'تيشيرت قطني كلاسيكي يحمل شعار إكسبو الرياض.',
      badge: 'رائج',
    },
    'palm-weave-hat': {
      title: 'قبعة شمس من سعف النخيل',
      description: 'قبعة منسوجة يدويًا للأيام المشمسة بين الأجنحة.',
      badge: 'جديد',
    },
    'pavilion-pin-set': { title: 'طقم دبابيس الأجنحة', description: 'ستة دبابيس مطلية بالمينا لأبرز أجنحة الإكسبو.' },
    'brass-dallah-miniature': {
      title: 'دلة نحاسية مصغّرة',
      description: 'دلة قهوة نحاسية صغيرة، رمز الضيافة السعودية.',
      badge: 'إصدار محدود',
    },
    'camel-plush': { title: 'دمية جمل محشوة', description: 'جمل ناعم ولطيف للزوار الصغار.' },
    'najdi-door-print': {
      title: 'لوحة باب نجدي مطبوعة',
      description: 'طباعة فنية عالية الدقة (جيكليه) لباب نجدي ملوّن من الدرعية.',
      badge: 'جديد',
    },
  },
};

const shopProductsIn = (locale: Locale): ShopProduct[] =>
  SHOP_PRODUCT_FACTS.map(({ id, price, rating, reviewCount, category, image }) => {
    const { title, description, badge } = SHOP_PRODUCT_TEXT[locale][id];
    return { id, title, description, price, rating, reviewCount, category, image, ...(badge ? { badge } : {}) };
  });

/** SPEC section 3: the six shop samples, priced 9.99 to 45.99, in each language (the same ids, prices, ratings and photos). */
export const SHOP_PRODUCTS: Translations<ShopProduct[]> = { en: shopProductsIn('en'), ar: shopProductsIn('ar') };

export const findShopProduct = (id: string | undefined, locale: Locale = 'en') =>
  SHOP_PRODUCTS[locale].find((product) => product.id === id);
export const shopProductLink = (id: string) => `/e-shop/product/${id}`;

const shopProductFacts = (product: ShopProduct): ProductFacts => ({
  ...product,
  link: shopProductLink(product.id),
  rating: { value: product.rating, count: product.reviewCount },
});

/** What the shop's pages tell search results and link previews. */
export interface ShopMeta {
  /** The shop page, with the products it lists (all six, or a category's). */
  shop: (products: ShopProduct[]) => PageMeta;
  /** A shop product's page, its star rating and reviews included. */
  product: (product: ShopProduct) => PageMeta;
}

const prices = SHOP_PRODUCT_FACTS.map((product) => product.price);
const priceRange = (locale: Locale) => ({
  min: formatUsd(Math.min(...prices), LOCALE_INFO[locale].intlLocale),
  max: formatUsd(Math.max(...prices), LOCALE_INFO[locale].intlLocale),
});
const productsJsonLd = (products: ShopProduct[]) =>
  products.map((product) => productFactsJsonLd(shopProductFacts(product)));

export const SHOP_META: Translations<ShopMeta> = {
  en: {
    shop: (products) => ({
      title: 'E-Shop',
      image: SHOP_IMAGE,
      description: `Official event merchandise from ${priceRange('en').min} to ${priceRange('en').max}: apparel, accessories, souvenirs and artwork, from an expo tee to a brass dallah.`,
      jsonLd: productsJsonLd(products),
    }),
    product: (product) => productMeta(shopProductFacts(product), 'merchandise', 'en'),
  },
  ar: {
    shop: (products) => ({
      title: 'المتجر الإلكتروني',
      image: SHOP_IMAGE,
      description: `المنتجات الرسمية للفعالية من ${priceRange('ar').min} إلى ${priceRange('ar').max}: ملابس وإكسسوارات وهدايا تذكارية وأعمال فنية، من تيشيرت الإكسبو إلى الدلة النحاسية.`,
      jsonLd: productsJsonLd(products),
    }),
    product: (product) => productMeta(shopProductFacts(product), 'merchandise', 'ar'),
  },
};

export const isCategoryId = (value: string | null): value is ProductCategoryId =>
  value !== null && Object.hasOwn(CATEGORY_COUNTS, value);
/** The shop filtered to a category (the search palette's product entries). */
export const shopCategoryLink = (id: ProductCategoryId) => `/e-shop?category=${id}`;

/** A whole-dollar amount of the price slider: "$50" in English (prices stay USD in every language). */
const wholeUsd = (amount: number, locale: Locale) => formatWholeUsd(amount, LOCALE_INFO[locale].intlLocale);

/** "Showing 6 products"; in Arabic with its plural forms. */
function showingProducts(count: number, locale: Locale): string {
  const { intlLocale } = LOCALE_INFO[locale];
  const n = numberFormat(intlLocale).format(count);
  if (locale === 'en') return `Showing ${count} products`;
  switch (pluralRules(intlLocale).select(count)) {
    case 'zero':
      return 'لا توجد منتجات لعرضها';
    case 'one':
      return 'عرض منتج واحد';
    case 'two':
      return 'عرض منتجين';
    case 'few':
      return `عرض ${n} منتجات`;
    case 'many':
      return `عرض ${n} منتجًا`;
    default:
      return `عرض ${n} منتج`;
  }
}

/** The words of the shop page: its sidebar, toolbar and mailing list. */
export interface ShopCopy {
  /** The sidebar's first entry, before the categories. */
  allProducts: string;
  filtersLabel: string;
  sidebarTitle: string;
  priceTitle: string;
  minPrice: string;
  maxPrice: string;
  /** A slider value, read by screen readers: "$50". */
  priceValue: (amount: number) => string;
  /** Under the slider: "$0 – $50". */
  priceRange: (min: number, max: number) => string;
  showing: (count: number) => string;
  sortLabel: string;
  /** SPEC: 'Sort by: Popularity', a control that does nothing; popularity is the one order offered. */
  sortOptions: Array<{ value: 'popularity'; label: string }>;
  viewMode: string;
  gridView: string;
  listView: string;
  grid: string;
  list: string;
  mailingTitle: string;
  mailingText: string;
  mailingFormLabel: string;
}

export const SHOP_COPY: Translations<ShopCopy> = {
  en: {
    allProducts: 'All Products',
    filtersLabel: 'Shop filters',
    sidebarTitle: 'Categories',
    priceTitle: 'Price range',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    priceValue: (amount) => `$${amount}`,
    priceRange: (min, max) => `$${min} – $${max}`,
    showing: (count) => showingProducts(count, 'en'),
    sortLabel: 'Sort by',
    sortOptions: [{ value: 'popularity', label: 'Popularity' }],
    viewMode: 'View mode',
    gridView: 'Grid view',
    listView: 'List view',
    grid: 'Grid',
    list: 'List',
    mailingTitle: 'Join our mailing list',
    mailingText: 'Hear first about new designs and limited editions.',
    mailingFormLabel: 'Mailing list signup',
  },
  ar: {
    allProducts: 'جميع المنتجات',
    filtersLabel: 'تصفية منتجات المتجر',
    sidebarTitle: 'الفئات',
    priceTitle: 'نطاق السعر',
    minPrice: 'أدنى سعر',
    maxPrice: 'أعلى سعر',
    priceValue: (amount) => wholeUsd(amount, 'ar'),
    priceRange: (min, max) => `${wholeUsd(min, 'ar')} – ${wholeUsd(max, 'ar')}`,
    showing: (count) => showingProducts(count, 'ar'),
    sortLabel: 'ترتيب حسب',
    sortOptions: [{ value: 'popularity', label: 'الأكثر رواجًا' }],
    viewMode: 'طريقة العرض',
    gridView: 'عرض شبكي',
    listView: 'عرض قائمة',
    grid: 'شبكة',
    list: 'قائمة',
    mailingTitle: 'انضم إلى قائمتنا البريدية',
    mailingText: 'كن أول من يعرف بالتصاميم الجديدة والإصدارات المحدودة.',
    mailingFormLabel: 'الاشتراك في القائمة البريدية',
  },
};
