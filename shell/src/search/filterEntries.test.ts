import type { SearchEntry } from 'shared';
import { filterEntries, foldForSearch, groupEntries, searchEntries } from './filterEntries';

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
    expect(searchEntries(twice, 'a').map((e) => e.title)).toEqual([
      'Housing',
      'Home',
      'Four Seasons Riyadh',
      'Apparel',
    ]);
  });
});

describe('searching Arabic entries', () => {
  const arabic: SearchEntry[] = [
    { title: 'الأسئلة الشائعة', category: 'Pages', href: '/faq' },
    { title: 'إكسبو الرياض العالمي 2030', category: 'Event', href: '/' },
    { title: 'الدرعية', category: 'Attractions', href: '/things-to-do/diriyah' },
    { title: 'قرية نجد', category: 'Restaurants', href: '/eating/najd-village' },
  ];
  const labels = { Pages: 'الصفحات', Attractions: 'المعالم', Restaurants: 'المطاعم', Event: 'الفعاليات' };

  it('finds a title as typed, or without its hamza, short vowels or tatweel', () => {
    for (const query of ['الأسئلة', 'الاسئلة', 'اكسبو', 'الدِّرعيّة', 'قريه', 'نـجـد'])
      expect(filterEntries(arabic, query)).toHaveLength(1);
    expect(filterEntries(arabic, 'الاسئلة')[0].href).toBe('/faq');
    expect(foldForSearch('إكسبو الأسئلة')).toBe('اكسبو الاسئله');
    expect(foldForSearch('VIP Experience')).toBe('vip experience');
  });

  it('matches a group by its shown name too', () => {
    expect(filterEntries(arabic, 'المعالم', labels).map((e) => e.title)).toEqual(['الدرعية']);
    expect(filterEntries(arabic, 'المعالم')).toEqual([]);
    expect(searchEntries(arabic, 'الفعاليات', labels).map((e) => e.href)).toEqual(['/']);
  });
});
