import { expectDistinctPageMeta } from 'shared/testing';
import { TICKETS_META } from './tickets';

describe('page metadata', () => {
  it('gives the tickets and FAQ pages a title and a description of their own', () => {
    expectDistinctPageMeta(Object.values(TICKETS_META.en));
    expect(TICKETS_META.en.tickets.description).toBe(
      'Riyadh World Expo 2030 tickets: General Admission $49.99, VIP Experience $149.99, Family Package $129.99, and group rates for parties of 10 or more.',
    );
  });

  it('declares the expo as an Event offered as the three ticket types, in USD', () => {
    const [expo] = TICKETS_META.en.tickets.jsonLd;
    expect(expo).toMatchObject({
      '@type': 'Event',
      name: 'Riyadh World Expo 2030',
      startDate: '2030-10-01',
      endDate: '2031-03-31',
    });
    expect(expo.offers).toEqual([
      { '@type': 'Offer', name: 'General Admission', price: 49.99, priceCurrency: 'USD', url: '/tickets?type=general' },
      { '@type': 'Offer', name: 'VIP Experience', price: 149.99, priceCurrency: 'USD', url: '/tickets?type=vip' },
      { '@type': 'Offer', name: 'Family Package', price: 129.99, priceCurrency: 'USD', url: '/tickets?type=family' },
    ]);
  });
});
