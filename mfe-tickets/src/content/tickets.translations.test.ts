import { untranslatedCopy, expectDistinctPageMeta } from 'shared/testing';
import { EXPO_EVENT } from 'shared/site';
import {
  BOOKING_COPY,
  EVENT_INFO,
  GROUP_RATES,
  TICKETS_META,
  TICKETS_PAGE,
  TICKET_COUNT_OPTIONS,
  TICKET_FAQ,
  TICKET_TYPES,
  ticketCount,
} from './tickets';

/** schema.org's own words in the JSON-LD (types and the country code), the same in every language. */
const SCHEMA_ORG_TERMS = ['Event', 'Place', 'PostalAddress', 'Offer', 'USD', 'SA'];

describe('the tickets copy in Arabic', () => {
  it.each([
    ['TICKETS_PAGE', TICKETS_PAGE, []],
    ['TICKET_TYPES', TICKET_TYPES, []],
    ['TICKETS_META', TICKETS_META, SCHEMA_ORG_TERMS],
    ['GROUP_RATES', GROUP_RATES, []],
    ['TICKET_COUNT_OPTIONS', TICKET_COUNT_OPTIONS, []],
    ['BOOKING_COPY', BOOKING_COPY, []],
    ['EVENT_INFO', EVENT_INFO, []],
    ['TICKET_FAQ', TICKET_FAQ, []],
  ] as const)('%s has Arabic for every piece of English', (_, translations, untranslated) => {
    expect(untranslatedCopy(translations as never, untranslated)).toEqual([]);
  });

  it('keeps ids, prices, links and anchors the same in both languages', () => {
    expect(TICKET_TYPES.ar.map((t) => [t.id, t.price])).toEqual(TICKET_TYPES.en.map((t) => [t.id, t.price]));
    expect(TICKET_TYPES.ar.map((t) => t.features.length)).toEqual(TICKET_TYPES.en.map((t) => t.features.length));
    expect(TICKET_COUNT_OPTIONS.ar.map((o) => o.value)).toEqual(TICKET_COUNT_OPTIONS.en.map((o) => o.value));
    expect(GROUP_RATES.ar.anchor).toBe('group-rates');
    expect(TICKETS_PAGE.ar.image).toBe(TICKETS_PAGE.en.image);
    expect(TICKET_FAQ.ar.entries).toHaveLength(TICKET_FAQ.en.entries.length);
  });

  it('gives the Arabic tickets and FAQ pages a title and a description of their own', () => {
    expectDistinctPageMeta(Object.values(TICKETS_META.ar));
    expect(TICKETS_META.ar.tickets.title).toBe('التذاكر');
    expect(TICKETS_META.ar.faq.title).toBe('الأسئلة الشائعة');
    for (const price of ['49.99', '149.99', '129.99']) expect(TICKETS_META.ar.tickets.description).toContain(price);
  });

  it('declares the same expo and offers in Arabic, with Arabic names', () => {
    const [expo] = TICKETS_META.ar.tickets.jsonLd;
    expect(expo).toMatchObject({
      '@type': 'Event',
      name: 'إكسبو الرياض العالمي 2030',
      startDate: EXPO_EVENT.startDate,
      endDate: EXPO_EVENT.endDate,
    });
    expect(expo.location).toMatchObject({
      name: 'مدينة إكسبو الرياض',
      address: { addressLocality: 'الرياض', addressCountry: 'SA' },
    });
    expect(expo.offers).toEqual([
      { '@type': 'Offer', name: 'الدخول العام', price: 49.99, priceCurrency: 'USD', url: '/tickets?type=general' },
      { '@type': 'Offer', name: 'تجربة كبار الشخصيات', price: 149.99, priceCurrency: 'USD', url: '/tickets?type=vip' },
      { '@type': 'Offer', name: 'باقة العائلة', price: 129.99, priceCurrency: 'USD', url: '/tickets?type=family' },
    ]);
  });

  it('writes the dates in Arabic through Intl, in Latin digits', () => {
    expect(TICKETS_PAGE.ar.subtitle).toContain('1 أكتوبر 2030 – 31 مارس 2031');
    expect(EVENT_INFO.ar.blocks[0].lines[0]).toBe('15–22 أكتوبر 2023');
  });

  it('counts tickets with the Arabic plural forms, and keeps the English labels', () => {
    expect([0, 1, 2, 3, 5, 10, 11, 99, 100].map((n) => ticketCount(n, 'ar'))).toEqual([
      '0 تذكرة',
      'تذكرة واحدة',
      'تذكرتان',
      '3 تذاكر',
      '5 تذاكر',
      '10 تذاكر',
      '11 تذكرةً',
      '99 تذكرةً',
      '100 تذكرة',
    ]);
    expect(TICKET_COUNT_OPTIONS.ar.map((o) => o.label)).toEqual([
      'تذكرة واحدة',
      'تذكرتان',
      '3 تذاكر',
      '4 تذاكر',
      '5 تذاكر',
      '6 تذاكر فأكثر (مجموعة)',
    ]);
    expect(TICKET_COUNT_OPTIONS.en.map((o) => o.label)).toEqual([
      '1 Ticket',
      '2 Tickets',
      '3 Tickets',
      '4 Tickets',
      '5 Tickets',
      '6+ Tickets (Group)',
    ]);
  });
});
