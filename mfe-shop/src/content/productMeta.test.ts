import { MAX_DESCRIPTION_LENGTH } from 'shared/site';
import { expectDistinctPageMeta } from 'shared/testing';
import { FIXED_PRODUCTS as FIXED_PRODUCTS_IN, MERCH_META } from './merchandise';
import { DEMO_POD_PRODUCTS, withPodDefaults } from './printOnDemand';
import { SHOP_META, SHOP_PRODUCTS as SHOP_PRODUCTS_IN } from './shop';

// The English pages' products and metadata.
const FIXED_PRODUCTS = FIXED_PRODUCTS_IN.en;
const SHOP_PRODUCTS = SHOP_PRODUCTS_IN.en;
const { product: merchProductMeta, podLoading: POD_PRODUCT_LOADING_META } = MERCH_META.en;
const { shop: shopPageMeta, product: shopProductMeta } = SHOP_META.en;

describe('product page metadata', () => {
  it('gives the shop and every product page a title and a description of its own', () => {
    expectDistinctPageMeta([
      shopPageMeta(SHOP_PRODUCTS),
      POD_PRODUCT_LOADING_META,
      ...SHOP_PRODUCTS.map(shopProductMeta),
      ...FIXED_PRODUCTS.map(merchProductMeta),
      ...DEMO_POD_PRODUCTS.map(withPodDefaults).map(merchProductMeta),
    ]);
  });

  it('declares a fixed product as a schema.org Product in stock at its USD price', () => {
    const sakura = FIXED_PRODUCTS.find((p) => p.id === 'sakura-cap')!;
    expect(merchProductMeta(sakura)).toEqual({
      title: 'Sakura Cap',
      description: 'Sakura Cap: Embroidered cap with a cherry-blossom motif. $19.99, official event merchandise.',
      jsonLd: [
        {
          '@type': 'Product',
          name: 'Sakura Cap',
          description: sakura.description,
          image: sakura.image,
          sku: 'sakura-cap',
          url: '/e-shop/sakura-cap',
          offers: {
            '@type': 'Offer',
            price: 19.99,
            priceCurrency: 'USD',
            availability: 'https://schema.org/InStock',
            url: '/e-shop/sakura-cap',
          },
        },
      ],
      canonicalPath: '/e-shop/sakura-cap',
    });
  });

  it('gives a shop product its rating, and the shop page the products it lists', () => {
    expect(shopProductMeta(SHOP_PRODUCTS[0]).jsonLd?.[0]).toMatchObject({
      url: '/e-shop/product/expo-logo-tee',
      aggregateRating: { ratingValue: 4.6, reviewCount: 128 },
      offers: { price: 24.99, priceCurrency: 'USD' },
    });
    const souvenirs = SHOP_PRODUCTS.filter((p) => p.category === 'souvenirs');
    expect(shopPageMeta(souvenirs).jsonLd?.map((item) => item.name)).toEqual([
      'Brass Dallah Miniature',
      'Camel Plush Toy',
    ]);
  });

  it('fits a print-on-demand product from the API, whatever its description, in 160 characters', () => {
    const long = withPodDefaults({
      id: 'p-1',
      title: 'Falcon Print',
      description: 'A falcon over the dunes. '.repeat(20),
      price: 21,
      image: '',
    });
    expect(merchProductMeta(long).description!.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(merchProductMeta(long).description).toMatch(
      /^Falcon Print: A falcon over the dunes\..*… \$21\.00, made to order by our print partner Gelato\.$/,
    );
    const bare = withPodDefaults({ id: 'p-3', title: 'Bare', description: '', price: 12.5, image: '' });
    expect(merchProductMeta(bare).description).toBe('Bare: $12.50, made to order by our print partner Gelato.');
    expect(merchProductMeta(bare).jsonLd?.[0]).not.toHaveProperty('image');
  });
});
