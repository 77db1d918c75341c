import entries from './search';

describe("the section's './search'", () => {
  it('offers the venue in English and in Arabic, opening the directions', () => {
    expect(entries.en[0]).toEqual({ title: 'Riyadh Expo City (venue)', category: 'Event', href: '/access' });
    expect(entries.ar[0]).toEqual({ title: 'مدينة إكسبو الرياض (مقر الإكسبو)', category: 'Event', href: '/access' });
  });

  it('offers every pavilion under Attractions, opening its page, in both languages', () => {
    expect(entries.en).toContainEqual({ title: 'Japan', category: 'Attractions', href: '/pavilions/japan' });
    expect(entries.ar).toContainEqual({ title: 'اليابان', category: 'Attractions', href: '/pavilions/japan' });
    expect(entries.en.filter((entry) => entry.href.startsWith('/pavilions/'))).toHaveLength(41);
  });
});
