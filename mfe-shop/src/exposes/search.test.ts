import entries from './search';

describe('the shop search entries', () => {
  it('lists the same categories in both languages, under Products, opening the filtered shop', () => {
    expect(entries.ar.map((e) => [e.href, e.category])).toEqual(entries.en.map((e) => [e.href, e.category]));
    expect(entries.en).toEqual([
      { title: 'Apparel', category: 'Products', href: '/e-shop?category=apparel' },
      { title: 'Accessories', category: 'Products', href: '/e-shop?category=accessories' },
      { title: 'Souvenirs', category: 'Products', href: '/e-shop?category=souvenirs' },
      { title: 'Artwork', category: 'Products', href: '/e-shop?category=artwork' },
    ]);
  });

  it('gives the Arabic entries Arabic titles', () => {
    expect(entries.ar).toEqual([
      { title: 'الملابس', category: 'Products', href: '/e-shop?category=apparel' },
      { title: 'الإكسسوارات', category: 'Products', href: '/e-shop?category=accessories' },
      { title: 'الهدايا التذكارية', category: 'Products', href: '/e-shop?category=souvenirs' },
      { title: 'الأعمال الفنية', category: 'Products', href: '/e-shop?category=artwork' },
    ]);
    for (const entry of entries.ar) expect(entry.title).not.toMatch(/[A-Za-z]{2,}/);
  });
});
