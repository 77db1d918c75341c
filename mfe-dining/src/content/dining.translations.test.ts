import { untranslatedCopy, expectDistinctPageMeta } from 'shared/testing';
import {
  CULINARY_WIDGET,
  CUISINE_TYPES,
  DINING_COPY,
  DINING_META,
  DINING_PAGE,
  EXPERIENCES,
  EXPERIENCES_BLOCK,
  RESTAURANTS,
  RESTAURANT_CARD,
  findCuisine,
  findRestaurant,
} from './dining';

describe('the dining copy in Arabic', () => {
  it.each([
    ['DINING_PAGE', DINING_PAGE],
    ['DINING_COPY', DINING_COPY],
    ['RESTAURANTS', RESTAURANTS],
    ['RESTAURANT_CARD', RESTAURANT_CARD],
    ['CUISINE_TYPES', CUISINE_TYPES],
    ['EXPERIENCES_BLOCK', EXPERIENCES_BLOCK],
    ['EXPERIENCES', EXPERIENCES],
    ['DINING_META', DINING_META],
    ['CULINARY_WIDGET', CULINARY_WIDGET],
  ] as const)('%s has Arabic for every piece of English', (_, translations) => {
    expect(untranslatedCopy(translations as never)).toEqual([]);
  });

  it('keeps ids, slugs, photos, links and counts the same in both languages', () => {
    const facts = <T extends object>(items: T[], keys: (keyof T)[]) =>
      items.map((item) => keys.map((key) => item[key]));
    expect(facts(RESTAURANTS.ar, ['id', 'slug', 'image', 'link'])).toEqual(
      facts(RESTAURANTS.en, ['id', 'slug', 'image', 'link']),
    );
    expect(facts(CUISINE_TYPES.ar, ['id', 'count', 'link'])).toEqual(facts(CUISINE_TYPES.en, ['id', 'count', 'link']));
    expect(EXPERIENCES.ar.map((e) => e.id)).toEqual(EXPERIENCES.en.map((e) => e.id));
    expect(CULINARY_WIDGET.ar.viewAll).toBe('/eating');
    expect(EXPERIENCES_BLOCK.ar.to).toBe('/eating/experiences');
  });

  it('finds a restaurant and a cuisine by the same slug in Arabic', () => {
    expect(findRestaurant('najd-village', 'ar')?.title).toBe('قرية نجد');
    expect(findCuisine('street food', 'ar')).toMatchObject({
      name: 'أطعمة الشوارع',
      link: '/eating/cuisine/street food',
    });
    expect(findCuisine('Sushi-Sashimi', 'ar')?.name).toBe('السوشي والساشيمي');
    expect(findCuisine('pizza', 'ar')).toBeUndefined();
  });

  it('gives every Arabic dining page a title and a description of its own', () => {
    const ar = DINING_META.ar;
    expectDistinctPageMeta([
      ar.dining,
      ar.experiences,
      ...RESTAURANTS.ar.map(ar.restaurant),
      ...CUISINE_TYPES.ar.map(ar.cuisine),
    ]);
    expect(ar.cuisine(findCuisine('tempura', 'ar')!).description).toContain('في دليلنا 8 مطاعم من فئة التمبورا.');
  });

  it('counts restaurants with the Arabic plural forms, in Latin digits', () => {
    const { restaurantCount } = DINING_COPY.ar;
    expect([0, 1, 2, 3, 10, 11, 18, 99, 100, 102].map(restaurantCount)).toEqual([
      '0 مطعم',
      'مطعم واحد',
      'مطعمان',
      '3 مطاعم',
      '10 مطاعم',
      '11 مطعمًا',
      '18 مطعمًا',
      '99 مطعمًا',
      '100 مطعم',
      '102 مطعم',
    ]);
    expect(DINING_COPY.ar.restaurantsInGuide(20)).toBe('20 مطعمًا في دليلنا');
  });

  it('writes the experiences’ lengths and prices in each language (USD in both)', () => {
    expect(EXPERIENCES.en.map((e) => [e.duration, e.price])).toEqual([
      ['3 hours', '$45 per person'],
      ['2.5 hours', '$60 per person'],
      ['1.5 hours', '$30 per person'],
    ]);
    expect(EXPERIENCES.ar.map((e) => e.duration)).toEqual(['3 ساعات', '2.5 ساعة', '1.5 ساعة']);
    for (const [experience, usd] of EXPERIENCES.ar.map((e, i) => [e, [45, 60, 30][i]] as const)) {
      expect(experience.price).toMatch(new RegExp(`${usd}.*US\\$.*للشخص الواحد|US\\$.*${usd}.*للشخص الواحد`));
    }
  });

  it('keeps the English restaurant counts as they were', () => {
    expect(DINING_COPY.en.restaurantCount(18)).toBe('18 restaurants');
    expect(DINING_COPY.en.restaurantsInGuide(5)).toBe('5 restaurants in our guide');
  });
});
