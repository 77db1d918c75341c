import { isIsoDate } from 'shared';
import { expectDistinctPageMeta } from 'shared/testing';
import { ARTICLES, articleMeta } from './articles';
import { EVENTS, EXPLORE_META, SAUDI_CATEGORIES, categoryMeta, eventJsonLdOf, eventMeta } from './explore';

const inRiyadh = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Riyadh' }).format(new Date(iso)).replace(/\s/g, ' ');

describe('dates as schema.org needs them', () => {
  it.each(EVENTS.en.map((event) => [event.id, event]))(
    '%s: the ISO start is the date and time its card shows, in Riyadh',
    (_id, event) => {
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
      expect(
        `${inRiyadh(event.startDate, { dateStyle: 'long' })} · ${inRiyadh(event.startDate, { hour: 'numeric', minute: '2-digit' })}`,
      ).toBe(event.date);
    },
  );

  it.each(ARTICLES.en.map((article) => [article.slug, article]))(
    '%s: datePublished is the day the article shows',
    (_slug, article) => {
      expect(isIsoDate(article.datePublished)).toBe(true);
      expect(inRiyadh(`${article.datePublished}T12:00:00+03:00`, { dateStyle: 'long' })).toBe(article.date);
    },
  );
});

describe('page metadata', () => {
  it('gives every things-to-do page a title and a description of its own', () => {
    expectDistinctPageMeta([
      ...Object.values(EXPLORE_META.en),
      ...EVENTS.en.map((event) => eventMeta(event, 'en')),
      ...SAUDI_CATEGORIES.en.map((category) => categoryMeta(category, 'en')),
      ...ARTICLES.en.map(articleMeta),
    ]);
  });

  it('declares each event as a schema.org Event with its ISO start, place and image', () => {
    expect(eventJsonLdOf(EVENTS.en[2])).toMatchObject({
      '@type': 'Event',
      name: 'Desert Stargazing Night',
      startDate: '2030-10-12T20:30:00+03:00',
      location: {
        '@type': 'Place',
        name: 'Red Sand Dunes',
        address: { '@type': 'PostalAddress', addressCountry: 'SA' },
      },
      image: EVENTS.en[2].image,
      url: '/events/desert-stargazing-night',
    });
    expect(eventJsonLdOf(EVENTS.en[0]).location).toMatchObject({
      name: 'Amphitheatre, Riyadh Expo City',
      address: { streetAddress: 'King Salman Road', addressLocality: 'Riyadh' },
    });
    expect(EXPLORE_META.en.events.jsonLd).toHaveLength(EVENTS.en.length);
  });

  it('lists the events of a category, and says so when a category lists nothing yet', () => {
    const workshops = categoryMeta(
      SAUDI_CATEGORIES.en.find((c) => c.name === 'Workshops')!,
      'en',
    );
    expect(workshops.jsonLd?.map((item) => item.name)).toEqual([
      'Najdi Architecture Workshop',
      'Arabic Calligraphy Masterclass',
    ]);
    const outdoor = categoryMeta(
      SAUDI_CATEGORIES.en.find((c) => c.name === 'Outdoor Activities')!,
      'en',
    );
    expect(outdoor.jsonLd).toBeUndefined();
    expect(outdoor.description).toMatch(/coming soon/);
  });

  it('declares each article as a schema.org Article by the editorial team', () => {
    expect(articleMeta(ARTICLES.en[0]).jsonLd).toEqual([
      {
        '@type': 'Article',
        headline: 'Diriyah: Where the Saudi Story Began',
        description: ARTICLES.en[0].excerpt,
        image: ARTICLES.en[0].image,
        datePublished: '2030-09-12',
        author: { '@type': 'Organization', name: 'Expo Guide Editors' },
        url: '/things-to-do/diriyah',
      },
    ]);
  });
});
