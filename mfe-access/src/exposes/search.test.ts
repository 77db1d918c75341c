import entries from './search';

describe("the section's './search'", () => {
  it('offers the venue in English and in Arabic, opening the directions', () => {
    expect(entries.en).toEqual([{ title: 'Riyadh Expo City (venue)', category: 'Event', href: '/access' }]);
    expect(entries.ar).toEqual([{ title: 'مدينة إكسبو الرياض (مقر الإكسبو)', category: 'Event', href: '/access' }]);
  });
});
