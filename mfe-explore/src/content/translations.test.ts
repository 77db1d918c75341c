import { LOCALE_INFO, type Translations } from 'shared';
import { expectDistinctPageMeta, untranslatedCopy } from 'shared/testing';
import { ARTICLES, ARTICLE_COPY, articleMeta } from './articles';
import {
  ATTRACTIONS,
  BACK_TO_EXPLORE,
  EVENTS,
  EXPLORE_COPY,
  EXPLORE_META,
  EXPLORE_PAGE,
  LISTING_PAGES,
  SAUDI_CATEGORIES,
  THINGS_TO_EXPERIENCE,
  TOUR_PACKAGES,
  categoryMeta,
  eventJsonLdOf,
  eventMeta,
} from './explore';

/** Not copy: schema.org's own words and the country code, the same in every language. */
const SCHEMA_ORG_WORDS = ['Event', 'Place', 'PostalAddress', 'Article', 'Organization', 'SA'];

describe('every piece of copy has Arabic beside it', () => {
  it.each<[string, Translations<unknown>]>([
    ['EXPLORE_PAGE', EXPLORE_PAGE],
    ['SAUDI_CATEGORIES', SAUDI_CATEGORIES],
    ['ATTRACTIONS', ATTRACTIONS],
    ['EVENTS', EVENTS],
    ['TOUR_PACKAGES', TOUR_PACKAGES],
    ['LISTING_PAGES', LISTING_PAGES],
    ['BACK_TO_EXPLORE', BACK_TO_EXPLORE],
    ['EXPLORE_COPY', EXPLORE_COPY],
    ['EXPLORE_META', EXPLORE_META],
    ['THINGS_TO_EXPERIENCE', THINGS_TO_EXPERIENCE],
    ['ARTICLE_COPY', ARTICLE_COPY],
    ['ARTICLES', ARTICLES],
  ])('%s', (_name, translations) => {
    expect(untranslatedCopy(translations, SCHEMA_ORG_WORDS)).toEqual([]);
  });

  it('the copy made by functions is Arabic too', () => {
    const ar = EXPLORE_COPY.ar;
    const event = EVENTS.ar[3];
    expect(ar.includedIn(TOUR_PACKAGES.ar[0].title)).toBe('ما تشمله جولة نهارية في الرياض التاريخية');
    expect(ar.eventDescription(event)).toBe(
      'تعلّم أساسيات خط الثلث على يد خطّاط متمرّس. 18 أكتوبر 2030 · 4:00 مساءً، جناح تركيا.',
    );
    expect(ar.categoryDescription(SAUDI_CATEGORIES.ar[5])).toBe(
      'ورش العمل في الرياض وما حولها: دروس تطبيقية في الخط العربي والنسيج والفخار والطبخ.',
    );
  });
});

describe('the Arabic content', () => {
  const inRiyadh = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALE_INFO.ar.intlLocale, { ...options, timeZone: 'Asia/Riyadh' })
      .format(new Date(iso))
      .replace(/\s/g, ' ');

  it('shares ids, links, images, ISO dates, prices and categories with the English', () => {
    const data = <T extends object>(items: T[], keys: Array<keyof T>) =>
      items.map((item) => keys.map((key) => item[key]));
    expect(data(ATTRACTIONS.ar, ['id', 'link', 'image', 'category'])).toEqual(
      data(ATTRACTIONS.en, ['id', 'link', 'image', 'category']),
    );
    expect(data(EVENTS.ar, ['id', 'startDate', 'image', 'category'])).toEqual(
      data(EVENTS.en, ['id', 'startDate', 'image', 'category']),
    );
    expect(data(TOUR_PACKAGES.ar, ['id', 'priceUsd', 'category'])).toEqual(
      data(TOUR_PACKAGES.en, ['id', 'priceUsd', 'category']),
    );
    expect(data(SAUDI_CATEGORIES.ar, ['slug', 'icon'])).toEqual(data(SAUDI_CATEGORIES.en, ['slug', 'icon']));
    expect(data(ARTICLES.ar, ['id', 'slug', 'datePublished', 'readTime', 'image', 'authorKind'])).toEqual(
      data(ARTICLES.en, ['id', 'slug', 'datePublished', 'readTime', 'image', 'authorKind']),
    );
    ARTICLES.ar.forEach((article, index) => {
      const blocks = (a: typeof article) =>
        a.content.map((block) => (block.type === 'image' ? block.content : block.type));
      expect(blocks(article)).toEqual(blocks(ARTICLES.en[index]));
    });
  });

  it('writes dates in Arabic with Latin digits, in Riyadh time, the times with صباحًا and مساءً (not Intl’s ص and م)', () => {
    expect(EVENTS.ar.map((event) => event.date)).toEqual([
      '1 أكتوبر 2030 · 7:00 مساءً',
      '5 أكتوبر 2030 · 10:00 صباحًا',
      '12 أكتوبر 2030 · 8:30 مساءً',
      '18 أكتوبر 2030 · 4:00 مساءً',
    ]);
    for (const event of EVENTS.ar) {
      expect(event.date).toMatch(
        new RegExp(
          `^${inRiyadh(event.startDate, { dateStyle: 'long' })} · ${inRiyadh(event.startDate, { hour: 'numeric', minute: '2-digit' }).split(' ')[0]} (صباحًا|مساءً)$`,
        ),
      );
    }
    expect(ARTICLES.ar[0].date).toBe('12 سبتمبر 2030');
  });

  it('keeps prices in US dollars with Latin digits', () => {
    expect(TOUR_PACKAGES.en.map((tour) => tour.price)).toEqual(['$85 per person', '$120 per person', '$65 per person']);
    TOUR_PACKAGES.ar.forEach((tour) => {
      expect(tour.price).toContain(`${tour.priceUsd}`);
      expect(tour.price).toContain('US$');
      expect(tour.price).toMatch(/للشخص الواحد$/);
    });
  });

  it("gives the reading time with Arabic's plural forms", () => {
    const readTime = ARTICLE_COPY.ar.readTime;
    expect([1, 2, 6, 11, 100].map(readTime)).toEqual([
      'مدة القراءة: دقيقة واحدة',
      'مدة القراءة: دقيقتان',
      'مدة القراءة: 6 دقائق',
      'مدة القراءة: 11 دقيقة',
      'مدة القراءة: 100 دقيقة',
    ]);
    expect(ARTICLE_COPY.en.readTime(6)).toBe('6 min read');
  });

  it('gives every Arabic page a title and a description of its own, of at most 160 characters', () => {
    expectDistinctPageMeta([
      ...Object.values(EXPLORE_META.ar),
      ...EVENTS.ar.map((event) => eventMeta(event, 'ar')),
      ...SAUDI_CATEGORIES.ar.map((category) => categoryMeta(category, 'ar')),
      ...ARTICLES.ar.map(articleMeta),
    ]);
  });

  it('declares events and articles to schema.org in Arabic', () => {
    expect(eventJsonLdOf(EVENTS.ar[0])).toMatchObject({
      '@type': 'Event',
      name: 'حفل افتتاح الإكسبو',
      startDate: '2030-10-01T19:00:00+03:00',
      location: {
        '@type': 'Place',
        name: 'المدرج، مدينة إكسبو الرياض',
        address: { streetAddress: 'طريق الملك سلمان', addressLocality: 'الرياض', addressCountry: 'SA' },
      },
      url: '/events/opening-ceremony',
    });
    expect(articleMeta(ARTICLES.ar[0]).jsonLd?.[0]).toMatchObject({
      '@type': 'Article',
      headline: 'الدرعية: حيث بدأت الحكاية السعودية',
      author: { '@type': 'Organization', name: 'محررو دليل إكسبو' },
      url: '/things-to-do/diriyah',
    });
    const outdoor = categoryMeta(
      SAUDI_CATEGORIES.ar.find((c) => c.slug === 'outdoor-activities')!,
      'ar',
    );
    expect(outdoor.description).toMatch(/أماكن جديدة قريبًا/);
  });
});
