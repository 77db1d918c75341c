import { stubFetch } from 'shared/src/testing/stubFetch';
import { affiliateLink } from './affiliateLink';
import { fetchHotels, hotelsUrl } from './hotelsClient';

describe('hotelsUrl', () => {
  it('sends each search field only if set, and cj_partner_id always', () => {
    expect(hotelsUrl({ location: 'Osaka', checkIn: '2030-10-08', checkOut: '2030-10-11', guests: 2, rooms: 1 }, 'pid-1')).toBe(
      '/api/cj/hotels?location=Osaka&checkIn=2030-10-08&checkOut=2030-10-11&guests=2&rooms=1&cj_partner_id=pid-1',
    );
    expect(hotelsUrl({ location: '', guests: 3 }, 'pid-1')).toBe('/api/cj/hotels?guests=3&cj_partner_id=pid-1');
  });
});

describe('fetchHotels', () => {
  afterEach(() => jest.restoreAllMocks());

  it("raises 'Failed to fetch hotel listings: {status}' on a non-OK answer", async () => {
    stubFetch(() => ({ status: 503, body: {} }));
    await expect(fetchHotels({ location: 'Osaka' })).rejects.toThrow('Failed to fetch hotel listings: 503');
  });

  it('refuses an answer that is not a list', async () => {
    stubFetch(() => ({ body: { hotels: [] } }));
    await expect(fetchHotels({})).rejects.toThrow(/not a list/);
  });
});

describe('affiliateLink (SPEC section 9)', () => {
  it('appends aid and label CJ when missing, keeps them when present', () => {
    expect(affiliateLink('https://www.booking.com/hotel/x.html', 'pid')).toBe('https://www.booking.com/hotel/x.html?aid=pid&label=CJ');
    expect(affiliateLink('https://www.booking.com/x?aid=other&label=L', 'pid')).toBe('https://www.booking.com/x?aid=other&label=L');
  });

  it("falls back to the provider's home when there is no usable link", () => {
    expect(affiliateLink('', 'pid')).toBe('https://www.booking.com/?aid=pid&label=CJ');
    expect(affiliateLink('javascript:alert(1)', 'pid')).toBe('https://www.booking.com/?aid=pid&label=CJ');
    expect(affiliateLink('not a url', 'pid')).toBe('https://www.booking.com/?aid=pid&label=CJ');
  });
});
