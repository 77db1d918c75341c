import { untranslatedCopy, expectDistinctPageMeta } from 'shared/testing';
import { FIXED_PRODUCTS, MERCHANDISE_COPY, MERCH_META, findFixedProduct } from './merchandise';
import { DEMO_POD_PRODUCTS, DEMO_POD_TEXT, POD_COPY, localizePodProduct, withPodDefaults } from './printOnDemand';
import { PRODUCT_COPY } from './productCopy';
import { PRODUCT_KIND_NOTE } from './productMeta';
import { PRODUCT_CATEGORIES, SHOP_COPY, SHOP_META, SHOP_PAGE, SHOP_PRODUCTS, findShopProduct } from './shop';

/** Kept in Latin letters on purpose: clothing sizes, which are written the same on Arabic labels. */
const LATIN_NAMES = ['XL'];

describe('the shop copy in Arabic', () => {
  it.each([
    ['SHOP_PAGE', SHOP_PAGE],
    ['SHOP_COPY', SHOP_COPY],
    ['SHOP_META', SHOP_META],
    ['PRODUCT_CATEGORIES', PRODUCT_CATEGORIES],
    ['SHOP_PRODUCTS', SHOP_PRODUCTS],
    ['FIXED_PRODUCTS', FIXED_PRODUCTS],
    ['MERCHANDISE_COPY', MERCHANDISE_COPY],
    ['MERCH_META', MERCH_META],
    ['PRODUCT_COPY', PRODUCT_COPY],
    ['PRODUCT_KIND_NOTE', PRODUCT_KIND_NOTE],
    ['POD_COPY', POD_COPY],
    ['DEMO_POD_TEXT', DEMO_POD_TEXT],
  ] as const)('%s has Arabic for every piece of English', (_, translations) => {
    expect(untranslatedCopy(translations as never, LATIN_NAMES)).toEqual([]);
  });

  it('keeps ids, prices, ratings, photos and links the same in both languages', () => {
    const facts = <T extends object>(items: T[], keys: (keyof T)[]) =>
      items.map((item) => keys.map((key) => item[key]));
    const shopKeys = ['id', 'price', 'rating', 'reviewCount', 'category', 'image'] as const;
    expect(facts(SHOP_PRODUCTS.ar, [...shopKeys])).toEqual(facts(SHOP_PRODUCTS.en, [...shopKeys]));
    expect(SHOP_PRODUCTS.ar.map((p) => Boolean(p.badge))).toEqual(SHOP_PRODUCTS.en.map((p) => Boolean(p.badge)));
    expect(facts(FIXED_PRODUCTS.ar, ['id', 'price', 'image', 'link'])).toEqual(
      facts(FIXED_PRODUCTS.en, ['id', 'price', 'image', 'link']),
    );
    expect(facts(PRODUCT_CATEGORIES.ar, ['id', 'count'])).toEqual(facts(PRODUCT_CATEGORIES.en, ['id', 'count']));
    expect(SHOP_PAGE.ar.image).toBe(SHOP_PAGE.en.image);
    expect(SHOP_COPY.ar.sortOptions.map((o) => o.value)).toEqual(['popularity']);
  });

  it('finds a product by the same id or slug in Arabic', () => {
    expect(findShopProduct('brass-dallah-miniature', 'ar')).toMatchObject({
      title: 'دلة نحاسية مصغّرة',
      badge: 'إصدار محدود',
      price: 45.99,
    });
    expect(findFixedProduct('sakura-cap', 'ar')).toMatchObject({ title: 'قبعة ساكورا', link: '/e-shop/sakura-cap' });
    expect(findShopProduct('nope', 'ar')).toBeUndefined();
  });

  it('gives every Arabic shop page a title and a description of its own, prices in USD', () => {
    const ar = {
      ...SHOP_META.ar,
      ...MERCH_META.ar,
      shopProduct: SHOP_META.ar.product,
      merchProduct: MERCH_META.ar.product,
    };
    const demoPod = DEMO_POD_PRODUCTS.map(withPodDefaults).map((p) => localizePodProduct(p, 'ar'));
    const metas = [
      ar.shop(SHOP_PRODUCTS.ar),
      ar.podLoading,
      ...SHOP_PRODUCTS.ar.map(ar.shopProduct),
      ...FIXED_PRODUCTS.ar.map(ar.merchProduct),
      ...demoPod.map(ar.merchProduct),
    ];
    expectDistinctPageMeta(metas);
    for (const meta of metas) expect(meta.description).toMatch(/[\u0600-\u06FF]/);
    expect(ar.shop(SHOP_PRODUCTS.ar)).toMatchObject({
      title: 'المتجر الإلكتروني',
      description: expect.stringMatching(
        /^المنتجات الرسمية للفعالية من \u20669\.99\sUS\$\u2069 إلى \u206645\.99\sUS\$\u2069: /,
      ),
    });
    expect(ar.merchProduct(findFixedProduct('sakura-cap', 'ar')!)).toMatchObject({
      title: 'قبعة ساكورا',
      description:
        'قبعة ساكورا: قبعة مطرّزة بزخارف أزهار الكرز. \u206619.99\u00a0US$\u2069، من المنتجات الرسمية للفعالية.',
      canonicalPath: '/e-shop/sakura-cap',
      jsonLd: [
        { '@type': 'Product', name: 'قبعة ساكورا', sku: 'sakura-cap', offers: { price: 19.99, priceCurrency: 'USD' } },
      ],
    });
    expect(ar.merchProduct(demoPod[1]).description).toMatch(
      /^كوب إكسبو 2030: .*، يصنعه شريكنا في الطباعة Gelato عند الطلب\.$/,
    );
  });

  it('counts products and reviews with the Arabic plural forms, in Latin digits', () => {
    expect([0, 1, 2, 3, 6, 11, 100].map(SHOP_COPY.ar.showing)).toEqual([
      'لا توجد منتجات لعرضها',
      'عرض منتج واحد',
      'عرض منتجين',
      'عرض 3 منتجات',
      'عرض 6 منتجات',
      'عرض 11 منتجًا',
      'عرض 100 منتج',
    ]);
    expect([1, 2, 5, 21, 128, 100].map(PRODUCT_COPY.ar.reviews)).toEqual([
      '(مراجعة واحدة)',
      '(مراجعتان)',
      '(5 مراجعات)',
      '(21 مراجعةً)',
      '(128 مراجعةً)',
      '(100 مراجعة)',
    ]);
  });

  it('keeps the English counts and prices as they were', () => {
    expect(SHOP_COPY.en.showing(6)).toBe('Showing 6 products');
    expect(PRODUCT_COPY.en.reviews(128)).toBe('(128 reviews)');
    expect(SHOP_COPY.en.priceRange(0, 50)).toBe('$0 – $50');
    expect(SHOP_COPY.en.priceValue(50)).toBe('$50');
    expect(SHOP_COPY.ar.priceRange(0, 50)).toMatch(/^\u20660\sUS\$\u2069 – \u206650\sUS\$\u2069$/);
  });

  it('shows a demo product from the API in Arabic, and a store product with its own words but an Arabic badge', () => {
    const [poster, mug, hoodie] = DEMO_POD_PRODUCTS.map(withPodDefaults);
    expect(localizePodProduct(poster, 'en')).toBe(poster);
    expect(localizePodProduct(poster, 'ar')).toMatchObject({
      id: poster.id,
      title: 'ملصق أفق الرياض',
      badge: 'طباعة حسب الطلب',
      variants: ['30 × 40 سم', '50 × 70 سم'],
      price: 34.99,
    });
    expect(localizePodProduct(mug, 'ar')).toMatchObject({
      title: 'كوب إكسبو 2030',
      badge: 'طباعة حسب الطلب',
      variants: ['11 أونصة'],
    });
    expect(localizePodProduct(hoodie, 'ar')).toMatchObject({
      title: 'هودي كثبان الصحراء',
      badge: 'طباعة صديقة للبيئة',
      variants: ['S', 'M', 'L', 'XL'],
    });
    const storeProduct = withPodDefaults({ id: 'p-9', title: 'Falcon Print', description: 'd', price: 21, image: '' });
    expect(localizePodProduct(storeProduct, 'ar')).toEqual({ ...storeProduct, badge: 'طباعة حسب الطلب' });
    const renamed = withPodDefaults({ ...poster, title: 'Jeddah Poster' });
    expect(localizePodProduct(renamed, 'ar')).toMatchObject({ title: 'Jeddah Poster', badge: 'طباعة حسب الطلب' });
  });
});
