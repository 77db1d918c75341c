import { expectDistinctPageMeta, untranslatedCopy } from 'shared/testing';
import {
  DEMO_HOTELS,
  DEMO_HOTEL_TEXT,
  OSAKA_DEMO_HOTELS,
  PARTNER_DEAL_BADGE,
  RIYADH_DEMO_HOTELS,
  localizeHotel,
} from './demoHotels';
import {
  ACCOMMODATIONS,
  ACCOMMODATION_PROVIDERS,
  ACCOMMODATION_SECTION,
  ALL_ACCOMMODATIONS_PAGE,
  BOOKING_PARTNERS,
  BRAND_NAMES,
  CONCIERGE,
  HOTEL_LIST_COPY,
  HOTEL_SEARCH_COPY,
  HOUSING_COPY,
  HOUSING_META,
  HOUSING_PAGE,
  SAMPLE_STAY,
  accommodationMeta,
  findAccommodation,
} from './housing';

/** Kept in Latin letters on purpose: the partners' brand names, and the providers' brand colours (not copy). */
const KEPT_LATIN = [...BRAND_NAMES, ...ACCOMMODATION_PROVIDERS.en.map((p) => p.color)];

describe('the housing copy in Arabic', () => {
  it.each([
    ['HOUSING_PAGE', HOUSING_PAGE],
    ['HOTEL_SEARCH_COPY', HOTEL_SEARCH_COPY],
    ['HOTEL_LIST_COPY', HOTEL_LIST_COPY],
    ['HOUSING_COPY', HOUSING_COPY],
    ['ACCOMMODATIONS', ACCOMMODATIONS],
    ['ALL_ACCOMMODATIONS_PAGE', ALL_ACCOMMODATIONS_PAGE],
    ['HOUSING_META', HOUSING_META],
    ['ACCOMMODATION_PROVIDERS', ACCOMMODATION_PROVIDERS],
    ['BOOKING_PARTNERS', BOOKING_PARTNERS],
    ['CONCIERGE', CONCIERGE],
    ['ACCOMMODATION_SECTION', ACCOMMODATION_SECTION],
    ['SAMPLE_STAY', SAMPLE_STAY],
    ['DEMO_HOTEL_TEXT', DEMO_HOTEL_TEXT],
    ['DEMO_HOTELS', DEMO_HOTELS],
    ['OSAKA_DEMO_HOTELS', OSAKA_DEMO_HOTELS],
    ['RIYADH_DEMO_HOTELS', RIYADH_DEMO_HOTELS],
    ['PARTNER_DEAL_BADGE', PARTNER_DEAL_BADGE],
  ] as const)('%s has Arabic for every piece of English', (_, translations) => {
    expect(untranslatedCopy(translations as never, KEPT_LATIN)).toEqual([]);
  });

  it('keeps ids, slugs, photos, links, prices and brand names the same in both languages', () => {
    const facts = <T extends object>(items: T[], keys: (keyof T)[]) =>
      items.map((item) => keys.map((key) => item[key]));
    expect(facts(ACCOMMODATIONS.ar, ['id', 'slug', 'image', 'link', 'priceFrom'])).toEqual(
      facts(ACCOMMODATIONS.en, ['id', 'slug', 'image', 'link', 'priceFrom']),
    );
    expect(facts(ACCOMMODATION_PROVIDERS.ar, ['id', 'name', 'icon', 'url', 'color'])).toEqual(
      facts(ACCOMMODATION_PROVIDERS.en, ['id', 'name', 'icon', 'url', 'color']),
    );
    expect(facts(DEMO_HOTELS.ar, ['id', 'price', 'image', 'link', 'rating'])).toEqual(
      facts(DEMO_HOTELS.en, ['id', 'price', 'image', 'link', 'rating']),
    );
    expect(BOOKING_PARTNERS.ar.partners).toEqual(BOOKING_PARTNERS.en.partners);
    expect(ALL_ACCOMMODATIONS_PAGE.ar.link).toBe('/housing/all');
    expect(CONCIERGE.ar.to).toBe('/contact');
  });

  it('finds a place to stay by the same slug in Arabic', () => {
    expect(findAccommodation('al-faisaliah', 'ar')).toMatchObject({
      title: 'الفيصلية',
      link: '/housing/al-faisaliah',
      priceFrom: 310,
    });
    expect(findAccommodation('nowhere', 'ar')).toBeUndefined();
  });

  it('gives every Arabic housing page a title and a description of its own, the /details views included', () => {
    const ar = HOUSING_META.ar;
    expectDistinctPageMeta([
      ar.housing,
      ar.all,
      ...ACCOMMODATIONS.ar.flatMap((a) => [accommodationMeta(a, false, 'ar'), accommodationMeta(a, true, 'ar')]),
    ]);
    expect(accommodationMeta(ACCOMMODATIONS.ar[2], true, 'ar')).toEqual({
      title: 'أبرز مزايا سنترو واحة',
      description: expect.stringMatching(
        /^سنترو واحة: مسبح على السطح، حافلة نقل مجانية إلى الإكسبو، الإفطار مشمول\. ابتداءً من \u2066120\.00\sUS\$\u2069 لليلة، على بُعد 9 كم من مقر الإكسبو\.$/,
      ),
    });
  });

  it('counts guests with the Arabic plural forms, in Latin digits, and keeps the English labels', () => {
    expect([1, 2, 3, 4, 5, 6, 11, 100].map(HOTEL_SEARCH_COPY.ar.guestCount)).toEqual([
      'ضيف واحد',
      'ضيفان',
      '3 ضيوف',
      '4 ضيوف',
      '5 ضيوف',
      '6 ضيوف',
      '11 ضيفًا',
      '100 ضيف',
    ]);
    expect([1, 2, 6].map(HOTEL_SEARCH_COPY.en.guestCount)).toEqual(['1 Guest', '2 Guests', '6 Guests']);
  });

  it('writes the sample stay’s price in USD, in whole dollars', () => {
    expect(SAMPLE_STAY.en.price).toBe('$120/night');
    expect(SAMPLE_STAY.ar.price).toMatch(/^\u2066120\sUS\$\u2069 لليلة$/);
  });
});

describe('localizeHotel (a listing as the API answers it, in the page’s language)', () => {
  const granvia = DEMO_HOTELS.en.find((h) => h.id === 'cj-1001')!;

  it('gives a demo listing its Arabic words, and keeps its price, photo and link', () => {
    const linked = { ...granvia, link: 'https://www.booking.com/hotel/jp/granvia-osaka.html?aid=expo-guide&label=CJ' };
    expect(localizeHotel(linked, 'ar')).toEqual({
      ...DEMO_HOTELS.ar.find((h) => h.id === 'cj-1001'),
      link: linked.link,
    });
    expect(localizeHotel(linked, 'en')).toBe(linked);
  });

  it('leaves a partner’s own listing as the partner wrote it, but for our default badge', () => {
    const partner = { ...granvia, id: 'cj-1001', title: 'Some CJ Hotel', badge: 'Partner Deal' };
    expect(localizeHotel(partner, 'ar')).toEqual({ ...partner, badge: 'عرض من شريك' });
    const named = { ...partner, badge: 'Booking.com' };
    expect(localizeHotel(named, 'ar')).toBe(named);
  });
});
