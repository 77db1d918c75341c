import entries from './search';

describe('the dining search entries', () => {
  it('lists the same pages in both languages, under the same category', () => {
    expect(entries.ar.map((e) => [e.href, e.category])).toEqual(entries.en.map((e) => [e.href, e.category]));
    expect(entries.en).toHaveLength(12);
    expect(entries.en[0]).toEqual({ title: 'Najd Village', category: 'Restaurants', href: '/eating/najd-village' });
  });

  it('gives the Arabic entries Arabic titles', () => {
    expect(entries.ar).toEqual(
      expect.arrayContaining([
        { title: 'قرية نجد', category: 'Restaurants', href: '/eating/najd-village' },
        { title: 'ذا جلوب', category: 'Restaurants', href: '/eating/the-globe' },
        { title: 'تكيّة', category: 'Restaurants', href: '/eating/takya' },
        { title: 'السوشي والساشيمي', category: 'Restaurants', href: '/eating/cuisine/sushi-sashimi' },
        { title: 'أطعمة الشوارع', category: 'Restaurants', href: '/eating/cuisine/street food' },
        { title: 'جولات الطعام ودروس الطبخ', category: 'Restaurants', href: '/eating/experiences' },
      ]),
    );
    for (const entry of entries.ar) expect(entry.title).not.toMatch(/[A-Za-z]{2,}/);
  });
});
