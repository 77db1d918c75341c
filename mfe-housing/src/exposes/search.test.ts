import entries from './search';

describe('the housing search entries', () => {
  it('lists the same pages in both languages, under the same category', () => {
    expect(entries.ar.map((e) => [e.href, e.category])).toEqual(entries.en.map((e) => [e.href, e.category]));
    expect(entries.en).toEqual([
      { title: 'Four Seasons Riyadh', category: 'Housing', href: '/housing/four-seasons-riyadh' },
      { title: 'Al Faisaliah', category: 'Housing', href: '/housing/al-faisaliah' },
      { title: 'Centro Waha', category: 'Housing', href: '/housing/centro-waha' },
      { title: 'All Accommodations', category: 'Housing', href: '/housing/all' },
    ]);
  });

  it('gives the Arabic entries Arabic titles', () => {
    expect(entries.ar).toEqual([
      { title: 'فورسيزونز الرياض', category: 'Housing', href: '/housing/four-seasons-riyadh' },
      { title: 'الفيصلية', category: 'Housing', href: '/housing/al-faisaliah' },
      { title: 'سنترو واحة', category: 'Housing', href: '/housing/centro-waha' },
      { title: 'جميع أماكن الإقامة', category: 'Housing', href: '/housing/all' },
    ]);
    for (const entry of entries.ar) expect(entry.title).not.toMatch(/[A-Za-z]{2,}/);
  });
});
