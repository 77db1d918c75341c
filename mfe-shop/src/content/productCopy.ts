import { LOCALE_INFO, numberFormat, pluralRules, type Locale, type Translations } from 'shared';

/** A count in the page's digits (Latin in both languages). */
const digits = (count: number, locale: Locale) => numberFormat(LOCALE_INFO[locale].intlLocale).format(count);

/** "(128 reviews)"; in Arabic with its plural forms: (مراجعة واحدة)، (مراجعتان)، (3 مراجعات)، (128 مراجعةً)، (100 مراجعة). */
function reviewCount(count: number, locale: Locale): string {
  const n = digits(count, locale);
  const form = pluralRules(LOCALE_INFO[locale].intlLocale).select(count);
  if (locale === 'en') return `(${n} ${form === 'one' ? 'review' : 'reviews'})`;
  switch (form) {
    case 'zero':
      return '(لا توجد مراجعات)';
    case 'one':
      return '(مراجعة واحدة)';
    case 'two':
      return '(مراجعتان)';
    case 'few':
      return `(${n} مراجعات)`;
    case 'many':
      return `(${n} مراجعةً)`;
    default:
      return `(${n} مراجعة)`;
  }
}

/** The words of the product cards and product pages (shop, fixed and print-on-demand products). */
export interface ProductCopy {
  addToCart: string;
  viewDetails: string;
  details: string;
  customize: string;
  /** A product's reviews beside its stars: "(128 reviews)". */
  reviews: (count: number) => string;
  backToShop: string;
  notFound: { title: string; message: string };
  loadingProduct: string;
  /** Under a print-on-demand product's variants. */
  podNote: string;
}

export const PRODUCT_COPY: Translations<ProductCopy> = {
  en: {
    addToCart: 'Add to Cart',
    viewDetails: 'View Details',
    details: 'Details',
    customize: 'Customize',
    reviews: (count) => reviewCount(count, 'en'),
    backToShop: 'Back to the shop',
    notFound: { title: 'Product not found', message: "We couldn't find that product. It may have sold out or moved." },
    loadingProduct: 'Loading product',
    podNote:
      'Made to order by our print partner Gelato, produced close to you and shipped worldwide. Personalisation opens with the online store.',
  },
  ar: {
    addToCart: 'أضف إلى السلة',
    viewDetails: 'عرض التفاصيل',
    details: 'التفاصيل',
    customize: 'خصّص',
    reviews: (count) => reviewCount(count, 'ar'),
    backToShop: 'العودة إلى المتجر',
    notFound: {
      title: 'المنتج غير موجود',
      message: 'تعذّر علينا العثور على هذا المنتج. ربما نفدت كميته أو نُقل إلى مكان آخر.',
    },
    loadingProduct: 'جارٍ تحميل المنتج',
    podNote:
      'يصنعه شريكنا في الطباعة Gelato عند الطلب، ويُنتَج بالقرب منك ويُشحن إلى جميع أنحاء العالم. ستتوفر خدمة التخصيص مع افتتاح المتجر الإلكتروني.',
  },
};
