import type { SearchEntry } from 'shared';
import { filterEntries, groupEntries, searchEntries } from './filterEntries';

const entries: SearchEntry[] = [
  { title: 'VIP Experience', category: 'Event', href: '/tickets?type=vip' },
  { title: 'Apparel', category: 'Products', href: '/e-shop?category=apparel' },
  { title: 'Housing', category: 'Pages', href: '/housing' },
  { title: 'Four Seasons Riyadh', category: 'Housing', href: '/housing/four-seasons-riyadh' },
  { title: 'Home', category: 'Pages', href: '/' },
];

describe('filterEntries', () => {
  it('matches a case-insensitive substring of the title', () => {
    expect(filterEntries(entries, 'vIp').map((e) => e.title)).toEqual(['VIP Experience']);
    expect(filterEntries(entries, 'SEASONS').map((e) => e.title)).toEqual(['Four Seasons Riyadh']);
  });

  it('matches on the category too', () => {
    expect(filterEntries(entries, 'product').map((e) => e.title)).toEqual(['Apparel']);
    expect(filterEntries(entries, 'housing').map((e) => e.title)).toEqual(['Housing', 'Four Seasons Riyadh']);
  });

  it('returns everything for an empty or blank query and nothing for no match', () => {
    expect(filterEntries(entries, '  ')).toHaveLength(entries.length);
    expect(filterEntries(entries, 'zeppelin')).toEqual([]);
  });
});

describe('groupEntries', () => {
  it('groups in the order Pages, Housing, Restaurants, Attractions, Products, Event, skipping empty groups', () => {
    expect(groupEntries(entries).map((g) => [g.category, g.entries.map((e) => e.title)])).toEqual([
      ['Pages', ['Housing', 'Home']],
      ['Housing', ['Four Seasons Riyadh']],
      ['Products', ['Apparel']],
      ['Event', ['VIP Experience']],
    ]);
  });
});

describe('searchEntries', () => {
  it('filters, orders by group and drops duplicate contributions', () => {
    const twice = [...entries, { ...entries[1] }];
    expect(searchEntries(twice, 'a').map((e) => e.title)).toEqual(['Housing', 'Home', 'Four Seasons Riyadh', 'Apparel']);
  });
});
