/** @jest-environment node */
import { serveApi, startFakeUpstream } from 'shared/server/testing';
import { DEMO_POD_CATALOG } from '../src/content/printOnDemand';
import { gelatoApi } from './gelatoApi';
import { readGelatoConfig } from './gelatoConfig';

type Api = Awaited<ReturnType<typeof serveApi>>;

describe('Gelato API without a key (embedded demo data)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await serveApi(gelatoApi(readGelatoConfig({})));
  });
  afterAll(() => api.app.close());

  it('serves demo print-on-demand products with the spec defaults applied', async () => {
    const products = await (await api.get('/api/gelato/products')).json();
    expect(products.length).toBeGreaterThan(0);
    const mug = products.find((p: { id: string }) => p.id === 'gelato-expo-mug');
    expect(mug).toMatchObject({
      badge: 'Print on Demand',
      link: '/e-shop/gelato/gelato-expo-mug',
      variants: ['11 oz'],
    });
    for (const product of products) expect(product.gelatoProductId).toBeTruthy();
  });

  it('serves demo categories, and ignores any query', async () => {
    expect(await (await api.get('/api/gelato/catalog?x=1&x=2')).json()).toEqual(DEMO_POD_CATALOG);
  });
});

describe('Gelato API with a key, against a fake Gelato server on loopback', () => {
  let gelato: Awaited<ReturnType<typeof startFakeUpstream>>;
  let api: Api;

  beforeEach(async () => {
    gelato = await startFakeUpstream();
    const config = readGelatoConfig({
      GELATO_API_KEY: 'gelato-secret-key',
      GELATO_STORE_ID: 'store-1',
      GELATO_ECOMMERCE_API_URL: `${gelato.url}/v1`,
      GELATO_PRODUCT_API_URL: `${gelato.url}/v3`,
      GELATO_TIMEOUT_MS: '400',
    });
    api = await serveApi(gelatoApi({ ...config, cacheTtlMs: 200 }));
  });
  afterEach(async () => {
    await api.app.close();
    await gelato.close();
  });

  it('keeps serving the last product list when Gelato fails after it expired, while asking Gelato again', async () => {
    gelato.json({ products: [{ id: 'p1', title: 'Expo Tee', variants: [{ price: 10, productUid: 'tee' }] }] });
    const first = await (await api.get('/api/gelato/products')).json();
    expect(first).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    gelato.json({ message: 'down' }, 500);
    const stale = await api.get('/api/gelato/products');
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gelato.requests).toHaveLength(2);
  });

  it("lists the store's products with the key in X-API-KEY, mapped and with HTML stripped", async () => {
    gelato.json({
      products: [
        {
          id: 'p-1',
          title: 'Falcon <i>Print</i>',
          description: '<p>Giclée &amp; frame</p><script>steal()</script>',
          previewUrl: 'https://cdn.example.com/p1.jpg',
          productUid: 'flat_a4',
          variants: [{ title: 'A4', price: 21 }, { title: 'A3' }],
        },
        { id: 'p-2', title: 'No price', variants: [] },
        { id: 'p-3', title: 'Bare', price: '12.5', previewUrl: 'javascript:alert(1)' },
      ],
    });
    const response = await api.get('/api/gelato/products');
    expect(response.status).toBe(200);
    expect(gelato.requests[0]).toMatchObject({ method: 'GET', url: '/v1/stores/store-1/products' });
    expect(gelato.requests[0].headers['x-api-key']).toBe('gelato-secret-key');
    expect(await response.json()).toEqual([
      {
        id: 'p-1',
        title: 'Falcon Print',
        description: 'Giclée & frame',
        price: 21,
        image: 'https://cdn.example.com/p1.jpg',
        link: '/e-shop/gelato/p-1',
        badge: 'Print on Demand',
        gelatoProductId: 'flat_a4',
        variants: ['A4', 'A3'],
      },
      {
        id: 'p-3',
        title: 'Bare',
        description: '',
        price: 12.5,
        image: '',
        link: '/e-shop/gelato/p-3',
        badge: 'Print on Demand',
        gelatoProductId: 'p-3',
        variants: [],
      },
    ]);
  });

  it('takes price and product UID from the first variant when a product has none; variants that are not a list count as none', async () => {
    gelato.json({
      products: [
        null,
        {
          id: 42,
          title: 'Numbered',
          variants: [{ title: 'S', price: '9.999', productUid: 7 }, 'odd', null, { title: '<b>M</b>' }],
        },
        { id: 'p-5', title: 'Odd variants', price: 5, variants: 'A4' },
        { id: 'p-6', title: 'No price anywhere', variants: { 0: { price: 3 } } },
        { id: true, title: 'Bad id', price: 1 },
      ],
    });
    expect(await (await api.get('/api/gelato/products')).json()).toEqual([
      {
        id: '42',
        title: 'Numbered',
        description: '',
        price: 10,
        image: '',
        link: '/e-shop/gelato/42',
        badge: 'Print on Demand',
        gelatoProductId: '7',
        variants: ['S', 'M'],
      },
      {
        id: 'p-5',
        title: 'Odd variants',
        description: '',
        price: 5,
        image: '',
        link: '/e-shop/gelato/p-5',
        badge: 'Print on Demand',
        gelatoProductId: 'p-5',
        variants: [],
      },
    ]);
  });

  it('maps the catalogs to categories', async () => {
    gelato.json({
      data: [
        { catalogUid: 'posters', title: 'Posters' },
        { catalogUid: 'mugs', title: '<b>Mugs</b>' },
        { title: 'no id' },
        { catalogUid: 3, title: ' ' },
        null,
      ],
    });
    const response = await api.get('/api/gelato/catalog');
    expect(gelato.requests[0].url).toBe('/v3/catalogs');
    expect(await response.json()).toEqual({
      categories: [
        { id: 'posters', name: 'Posters' },
        { id: 'mugs', name: 'Mugs' },
      ],
    });
  });

  it('also reads a catalog answer that is a bare list', async () => {
    gelato.json([{ catalogUid: 12, title: 'Cards' }]);
    expect(await (await api.get('/api/gelato/catalog')).json()).toEqual({ categories: [{ id: '12', name: 'Cards' }] });
  });

  it('caches a successful product list', async () => {
    gelato.json({ products: [] });
    await api.get('/api/gelato/products');
    await api.get('/api/gelato/products');
    expect(gelato.requests).toHaveLength(1);
  });

  it.each([
    ['an upstream 500', () => gelato.json({ message: 'down' }, 500), 'status'],
    ['malformed JSON', () => gelato.behave((_req, res) => res.end('not json')), 'malformed'],
    ['an unexpected shape', () => gelato.json({ items: 'nope' }), 'malformed'],
    [
      'a body larger than 2 MB',
      () => gelato.behave((_req, res) => res.end(JSON.stringify({ products: [], pad: 'x'.repeat(2_200_000) }))),
      'too-large',
    ],
    ['a reset connection', () => gelato.behave((req) => req.socket.destroy()), 'network'],
    ['no answer before the timeout', () => gelato.behave(() => undefined), 'timeout'],
  ])('turns %s into a 502 JSON error on both routes', async (_case, arrange, reason) => {
    arrange();
    for (const path of ['/api/gelato/products', '/api/gelato/catalog']) {
      const started = Date.now();
      const response = await api.get(path);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'Bad Gateway',
        message: 'Print-on-demand products are temporarily unavailable',
        reason,
      });
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  });
});
