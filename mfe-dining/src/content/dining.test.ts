import { expectDistinctPageMeta } from 'shared/testing';
import { CUISINE_TYPES, DINING_META, RESTAURANTS, cuisineLink, cuisineSlug, findCuisine } from './dining';

describe('cuisine links (SPEC: lowercased, " & " replaced by "-")', () => {
  it.each([
    ['Sushi & Sashimi', 'sushi-sashimi'],
    ['Ramen & Noodles', 'ramen-noodles'],
    ['Tempura', 'tempura'],
    ['Street Food', 'street food'],
    ['Wagashi & Desserts', 'wagashi-desserts'],
  ])('%s → %s', (name, slug) => {
    expect(cuisineSlug(name)).toBe(slug);
    expect(cuisineLink(name)).toBe(`/eating/cuisine/${slug}`);
  });

  it('finds every cuisine from its slug, and nothing else', () => {
    for (const cuisine of CUISINE_TYPES.en) expect(findCuisine(cuisineSlug(cuisine.name))).toBe(cuisine);
    expect(findCuisine('pizza')).toBeUndefined();
    expect(CUISINE_TYPES.en.map((c) => c.count)).toEqual([18, 12, 8, 15, 5, 7, 20, 10]);
  });

  it.each([
    ['street-food', 'Street Food'],
    ['Street Food', 'Street Food'],
    ['STREET-FOOD', 'Street Food'],
    ['street  food', 'Street Food'],
    ['Sushi-Sashimi', 'Sushi & Sashimi'],
    ['sushi - sashimi', 'Sushi & Sashimi'],
  ])('finds %s, a spelling that differs only by case, spaces and hyphens, as %s', (typed, name) =>
    expect(findCuisine(typed)?.name).toBe(name),
  );

  it('keeps other spellings apart', () => {
    expect(findCuisine('street_food')).toBeUndefined();
    expect(findCuisine('streetfoods')).toBeUndefined();
    expect(findCuisine(undefined)).toBeUndefined();
  });
});

describe('page metadata', () => {
  it('gives every dining page a title and a description of its own', () => {
    expectDistinctPageMeta([
      DINING_META.en.dining,
      DINING_META.en.experiences,
      ...RESTAURANTS.en.map(DINING_META.en.restaurant),
      ...CUISINE_TYPES.en.map(DINING_META.en.cuisine),
    ]);
  });
});
