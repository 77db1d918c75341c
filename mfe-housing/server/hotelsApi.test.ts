/** @jest-environment node */
import { serveApi, startFakeUpstream } from 'shared/server/testing';
import { readCjConfig, type CjConfig } from './cjConfig';
import { hotelsApi } from './hotelsApi';

type Api = Awaited<ReturnType<typeof serveApi>>;
const credentials = { CJ_PERSONAL_ACCESS_TOKEN: 'pat-secret', CJ_COMPANY_ID: '1234567', CJ_WEBSITE_ID: '9876543' };

describe('GET /api/cj/hotels without CJ credentials (embedded demo data)', () => {
  let api: Api;
  beforeAll(async () => {
    api = await serveApi(hotelsApi(readCjConfig({})));
  });
  afterAll(() => api.app.close());

  it('serves the Osaka demo hotels for Osaka, with aid and label on every link', async () => {
    const response = await api.get(
      '/api/cj/hotels?location=Osaka&checkIn=2030-10-08&checkOut=2030-10-11&guests=2&rooms=1&cj_partner_id=expo-guide',
    );
    expect(response.status).toBe(200);
    const hotels = await response.json();
    expect(hotels.map((h: { id: string }) => h.id)).toEqual(['cj-1001', 'cj-1002', 'cj-1003']);
    for (const hotel of hotels) {
      const link = new URL(hotel.link);
      expect(link.searchParams.get('aid')).toBe('expo-guide');
      expect(link.searchParams.get('label')).toBe('CJ');
    }
    // cj-1003 has no link of its own: it goes to the provider's home.
    expect(hotels[2].link).toBe('https://www.booking.com/?aid=expo-guide&label=CJ');
  });

  it('filters by location, case-insensitively; no location means all; no match means an empty list', async () => {
    expect((await (await api.get('/api/cj/hotels?location=riyadh')).json()).map((h: { id: string }) => h.id)).toEqual([
      'cj-2001',
      'cj-2002',
      'cj-2003',
    ]);
    expect(await (await api.get('/api/cj/hotels')).json()).toHaveLength(6);
    expect(await (await api.get('/api/cj/hotels?location=Atlantis')).json()).toEqual([]);
  });

  it('finds the demo hotels by their Arabic location or name too, still answering in English', async () => {
    const ids = async (location: string) =>
      (await (await api.get(`/api/cj/hotels?location=${encodeURIComponent(location)}`)).json()).map(
        (h: { id: string }) => h.id,
      );
    expect(await ids('الرياض')).toEqual(['cj-2001', 'cj-2002', 'cj-2003']);
    expect(await ids('أوساكا')).toEqual(['cj-1001', 'cj-1002', 'cj-1003']);
    expect(await ids('الدرعية')).toEqual(['cj-2003']);
    const [hotel] = await (await api.get(`/api/cj/hotels?location=${encodeURIComponent('الدرعية')}`)).json();
    expect(hotel).toMatchObject({ title: 'Diriyah Heritage Inn', location: 'Diriyah, Riyadh, Saudi Arabia' });
  });

  it('ignores unknown parameters', async () => {
    expect((await api.get('/api/cj/hotels?location=Osaka&utm_source=x&foo[bar]=1')).status).toBe(200);
  });

  it.each([
    ['location', `location=${'x'.repeat(101)}`],
    ['location', 'location=a&location=b'],
    ['location', 'location=%00evil'],
    ['checkIn', 'checkIn=2031-02-30'],
    ['checkIn', 'checkIn=tomorrow'],
    ['checkIn', 'checkIn=2030-10-8'],
    ['checkOut', 'checkOut=2030-13-01'],
    ['checkOut', 'checkIn=2030-10-10&checkOut=2030-10-10'],
    ['checkOut', 'checkIn=2030-10-10&checkOut=2030-10-09'],
    ['guests', 'guests=0'],
    ['guests', 'guests=7'],
    ['guests', 'guests=two'],
    ['guests', 'guests=2.5'],
    ['guests', 'guests=-1'],
    ['rooms', 'rooms=0'],
    ['rooms', 'rooms=7'],
    ['rooms', 'rooms=1&rooms=2'],
  ])('answers 400 naming %s for ?%s', async (parameter, query) => {
    const response = await api.get(`/api/cj/hotels?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Bad Request', parameter });
  });

  it.each([
    ['location=a&location=b', 'location', 'location must be given once'],
    [`location=${'😀'.repeat(51)}`, 'location', 'location must be at most 100 characters'],
    ['location=a%07b', 'location', 'location must not contain control characters'],
    ['checkIn=2031-02-30', 'checkIn', 'checkIn must be a real date written yyyy-MM-dd'],
    ['checkOut=2030-10-09&checkOut=2030-10-10', 'checkOut', 'checkOut must be given once'],
    ['checkIn=2030-10-10&checkOut=2030-10-09', 'checkOut', 'checkOut must be after checkIn'],
    ['guests=06&rooms=1.0', 'rooms', 'rooms must be a whole number from 1 to 6'],
    // Several broken rules: the answer is about the first parameter in location, checkIn, checkOut, guests, rooms.
    ['rooms=9&guests=9&checkIn=2030-10-10&checkOut=2030-10-09', 'checkOut', 'checkOut must be after checkIn'],
    ['guests=0&location=%00', 'location', 'location must not contain control characters'],
  ])('answers ?%s with a 400 naming %s and the rule', async (query, parameter, message) => {
    const response = await api.get(`/api/cj/hotels?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bad Request', parameter, message });
  });

  it('trims the location, and treats a blank one as none', async () => {
    expect(
      (await (await api.get('/api/cj/hotels?location=%20%20osaka%20')).json()).map((h: { id: string }) => h.id),
    ).toEqual(['cj-1001', 'cj-1002', 'cj-1003']);
    expect(await (await api.get('/api/cj/hotels?location=%20%20')).json()).toHaveLength(6);
  });

  it('accepts the boundaries: 100-character location, 1 and 6 guests and rooms', async () => {
    for (const query of [
      `location=${'x'.repeat(100)}`,
      'guests=1&rooms=1',
      'guests=6&rooms=6',
      'checkIn=2032-02-29&checkOut=2032-03-01',
    ]) {
      expect((await api.get(`/api/cj/hotels?${query}`)).status).toBe(200);
    }
  });
});

describe('GET /api/cj/hotels with CJ credentials, against a fake CJ server on loopback', () => {
  let cj: Awaited<ReturnType<typeof startFakeUpstream>>;
  let api: Api;
  let config: CjConfig;

  const product = (overrides: Record<string, unknown> = {}) => ({
    id: 'p1',
    title: 'Riyadh Palace <b>Hotel</b>',
    description: '<p>Grand rooms &amp; a <script>alert(1)</script>pool</p>',
    imageLink: 'https://images.example.com/palace.jpg',
    link: 'https://www.booking.com/hotel/sa/palace.html?aid=someone-else',
    advertiserName: 'Booking.com',
    price: { amount: '199.5', currency: 'USD' },
    linkCode: null,
    ...overrides,
  });

  beforeAll(async () => {
    cj = await startFakeUpstream();
    config = {
      ...readCjConfig({ ...credentials, CJ_API_URL: `${cj.url}/query` }),
      timeoutMs: 400,
      cacheTtlMs: 60_000,
      backoffMs: 300,
    };
    api = await serveApi(hotelsApi(config));
  });
  afterAll(async () => {
    await api.app.close();
    await cj.close();
  });
  beforeEach(() => (cj.requests.length = 0));

  it('sends the token as a Bearer token with the company and website ids, and maps the results', async () => {
    cj.json({ data: { products: { resultList: [product(), product({ id: 'p2', price: { amount: 'n/a' } })] } } });
    const response = await api.get(
      '/api/cj/hotels?location=Riyadh&checkIn=2030-10-08&checkOut=2030-10-11&guests=2&rooms=1',
    );
    expect(response.status).toBe(200);
    const [request] = cj.requests;
    expect(request.headers.authorization).toBe('Bearer pat-secret');
    const sent = JSON.parse(request.body);
    expect(sent.variables).toEqual({ companyId: '1234567', websiteId: '9876543', keywords: ['hotel', 'Riyadh'] });
    // The product without a usable price is dropped; HTML never survives.
    expect(await response.json()).toEqual([
      {
        id: 'cj-p1',
        title: 'Riyadh Palace Hotel',
        description: 'Grand rooms & a pool',
        price: 199.5,
        image: 'https://images.example.com/palace.jpg',
        link: 'https://www.booking.com/hotel/sa/palace.html?aid=9876543&label=CJ',
        badge: 'Booking.com',
        location: 'Riyadh',
        rating: 4,
        amenities: [],
      },
    ]);
  });

  it('builds links only for allowed booking hosts, always with our aid and label', async () => {
    cj.json({
      data: {
        products: {
          resultList: [
            product({ id: 'evil', link: 'https://evil.example/phish?aid=x' }),
            product({ id: 'lookalike', link: 'https://booking.com.evil.example/x' }),
            product({ id: 'http', link: 'http://www.booking.com/x' }),
            product({ id: 'js', link: 'javascript:alert(1)' }),
            product({
              id: 'tracked',
              link: 'https://evil.example/',
              linkCode: { clickUrl: 'https://secure.hotels.com/deal?id=7' },
            }),
          ],
        },
      },
    });
    const hotels = await (await api.get('/api/cj/hotels?location=Jeddah')).json();
    const links = Object.fromEntries(hotels.map((h: { id: string; link: string }) => [h.id, h.link]));
    expect(links['cj-evil']).toBe('https://www.booking.com/?aid=9876543&label=CJ');
    expect(links['cj-lookalike']).toBe('https://www.booking.com/?aid=9876543&label=CJ');
    expect(links['cj-http']).toBe('https://www.booking.com/?aid=9876543&label=CJ');
    expect(links['cj-js']).toBe('https://www.booking.com/?aid=9876543&label=CJ');
    expect(links['cj-tracked']).toBe('https://secure.hotels.com/deal?id=7&aid=9876543&label=CJ');
  });

  it('leaves out products it cannot use and reads missing or odd fields as empty', async () => {
    cj.json({
      data: {
        products: {
          resultList: [
            null,
            'a string',
            [product()],
            product({ id: 'untitled', title: '<p> </p>' }),
            product({ id: 'priceless', price: { amount: 'n/a' } }),
            product({ id: 'no-amount', price: 12 }),
            product({
              id: undefined,
              imageLink: 'http://images.example.com/x.jpg',
              description: 5,
              advertiserName: null,
              price: { amount: 0 },
              linkCode: 'x',
            }),
          ],
        },
      },
    });
    expect(await (await api.get('/api/cj/hotels?location=Odd')).json()).toEqual([
      {
        id: 'cj-Riyadh Palace Hotel',
        title: 'Riyadh Palace Hotel',
        description: '',
        price: 0,
        image: '',
        link: 'https://www.booking.com/hotel/sa/palace.html?aid=9876543&label=CJ',
        badge: 'Partner Deal',
        location: 'Odd',
        rating: 4,
        amenities: [],
      },
    ]);
  });

  it('caches a successful answer for a short time', async () => {
    cj.json({ data: { products: { resultList: [product()] } } });
    await api.get('/api/cj/hotels?location=Cached');
    await api.get('/api/cj/hotels?location=cached');
    expect(cj.requests).toHaveLength(1);
  });

  it.each([
    ['an upstream 500', () => cj.json({ message: 'down' }, 500), 'status'],
    ['malformed JSON', () => cj.behave((_req, res) => res.end('{"data": {')), 'malformed'],
    ['GraphQL errors', () => cj.json({ errors: [{ message: 'Not authorised' }] }), 'malformed'],
    ['a reset connection', () => cj.behave((req) => req.socket.destroy()), 'network'],
    ['no answer before the timeout', () => cj.behave(() => undefined), 'timeout'],
  ])(
    'turns %s into a 502 JSON error, promptly; backs off briefly, and does not cache it',
    async (_case, arrange, reason) => {
      arrange();
      const started = Date.now();
      const url = `/api/cj/hotels?location=${encodeURIComponent(String(_case))}`;
      const response = await api.get(url);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'Bad Gateway',
        message: 'Hotel search is temporarily unavailable',
        reason,
      });
      expect(Date.now() - started).toBeLessThan(3_000);
      cj.json({ data: { products: { resultList: [product()] } } });
      // Within the back-off the failure is answered at once, without calling CJ again; after it, CJ is asked.
      expect((await api.get(url)).status).toBe(502);
      expect(cj.requests).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, config.backoffMs));
      expect((await api.get(url)).status).toBe(200);
    },
  );

  it('makes one CJ call for 50 concurrent searches on a cold cache', async () => {
    cj.behave((_req, res) =>
      setTimeout(
        () =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ data: { products: { resultList: [product()] } } })),
        100,
      ),
    );
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () => (await api.get('/api/cj/hotels?location=Cold')).status),
    );
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 200));
    expect(cj.requests).toHaveLength(1);
  });
});
