import entries from './search';

describe('the tickets search entries', () => {
  it('lists the same ticket links in both languages, under the same category', () => {
    expect(entries.en).toEqual([
      { title: 'General Admission', category: 'Event', href: '/tickets?type=general' },
      { title: 'VIP Experience', category: 'Event', href: '/tickets?type=vip' },
      { title: 'Family Package', category: 'Event', href: '/tickets?type=family' },
    ]);
    expect(entries.ar.map((e) => [e.href, e.category])).toEqual(entries.en.map((e) => [e.href, e.category]));
  });

  it('gives the Arabic entries Arabic titles', () => {
    expect(entries.ar).toEqual([
      { title: 'الدخول العام', category: 'Event', href: '/tickets?type=general' },
      { title: 'تجربة كبار الشخصيات', category: 'Event', href: '/tickets?type=vip' },
      { title: 'باقة العائلة', category: 'Event', href: '/tickets?type=family' },
    ]);
    for (const entry of entries.ar) expect(entry.title).not.toMatch(/[A-Za-z]{2,}/);
  });
});
