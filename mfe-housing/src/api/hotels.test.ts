import { stubFetch } from 'shared/testing';
import { fetchHotels, hotelsUrl } from './hotels';

describe('hotelsUrl', () => {
  it('sends each search field only if set, and cj_partner_id always', () => {
    expect(
      hotelsUrl({ location: 'Osaka', checkIn: '2030-10-08', checkOut: '2030-10-11', guests: 2, rooms: 1 }, 'pid-1'),
    ).toBe('/api/cj/hotels?location=Osaka&checkIn=2030-10-08&checkOut=2030-10-11&guests=2&rooms=1&cj_partner_id=pid-1');
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
