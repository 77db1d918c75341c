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

  it('offers the venue map, accessibility and the practical page (prayer times) under Pages, in both languages', () => {
    expect(entries.en).toEqual(
      expect.arrayContaining([
        { title: 'Venue map', category: 'Pages', href: '/venue' },
        { title: 'Accessibility', category: 'Pages', href: '/accessibility' },
        { title: 'Prayer times and practical information', category: 'Pages', href: '/practical' },
      ]),
    );
    expect(entries.ar).toContainEqual({ title: 'مواقيت الصلاة ومعلومات عملية', category: 'Pages', href: '/practical' });
  });
});
