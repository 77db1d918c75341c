import { untranslatedCopy, expectDistinctPageMeta } from 'shared/testing';
import { SHELL_SEARCH_ENTRIES } from '../search/shellEntries';
import { APP_SHELL_COPY } from './appShell';
import { CART_COPY } from './cart';
import { FOOTER_COPY } from './footer';
import { HEADER_COPY } from './header';
import { HOME_COPY, HOME_META, HOME_META_COPY } from './home';
import { INFO_PAGES, INFO_PAGES_COPY } from './infoPages';
import { INFO_PAGE_PATHS } from 'shared/site';
import { SEARCH_COPY } from './search';
import { SECTION_NAMES } from './sections';
import { SECTION_STATE_COPY } from './sectionStates';
import { OFFLINE_COPY } from './offline';
import { INSTALLABLE_APP_COPY } from './installableApp';

const HAS_ARABIC = /[\u0600-\u06FF]/;
const HAS_LATIN_WORD = /[A-Za-z]{2,}/;

describe('the shell’s Arabic copy', () => {
  it.each([
    ['HOME_COPY', HOME_COPY, []],
    ['FOOTER_COPY', FOOTER_COPY, []],
    ['INFO_PAGES_COPY', INFO_PAGES_COPY, []],
    ['CART_COPY', CART_COPY, []],
    ['SEARCH_COPY', SEARCH_COPY, []],
    ['SECTION_STATE_COPY', SECTION_STATE_COPY, []],
    ['SECTION_NAMES', SECTION_NAMES, []],
    ['APP_SHELL_COPY', APP_SHELL_COPY, []],
    ['HEADER_COPY', HEADER_COPY, []],
    ['OFFLINE_COPY', OFFLINE_COPY, []],
    ['INSTALLABLE_APP_COPY', INSTALLABLE_APP_COPY, []],
    // The categories are the entries' group ids (data, the same in every language); SEARCH_COPY labels them.
    ['SHELL_SEARCH_ENTRIES', SHELL_SEARCH_ENTRIES, ['Pages', 'Event']],
  ] as const)('%s has Arabic for every piece of English', (_name, translations, untranslated) => {
    expect(untranslatedCopy(translations as never, untranslated)).toEqual([]);
  });

  it('writes the copy that takes a value in Arabic, around the value', () => {
    const arabic = [
      CART_COPY.ar.decrease('Expo Cap'),
      CART_COPY.ar.quantity('Expo Cap'),
      CART_COPY.ar.increase('Expo Cap'),
      CART_COPY.ar.remove('Expo Cap'),
      SECTION_STATE_COPY.ar.unavailable('الإقامة'),
      SECTION_STATE_COPY.ar.loading('الإقامة'),
      FOOTER_COPY.ar.copyright(2030),
    ];
    for (const text of arabic) {
      expect(text).toMatch(HAS_ARABIC);
      expect(text.replace('Expo Cap', '')).not.toMatch(HAS_LATIN_WORD);
    }
    expect(CART_COPY.ar.remove('Expo Cap')).toContain('Expo Cap');
    expect(FOOTER_COPY.ar.copyright(2030)).toContain('2030');
  });

  it('names the cart button by its count in each Arabic plural form, and the empty cart as empty', () => {
    expect(new Intl.PluralRules('ar').select(0)).toBe('zero');
    expect([0, 1, 2, 3, 11, 100].map((count) => HEADER_COPY.ar.cart(count))).toEqual([
      'سلة التسوق فارغة',
      'سلة التسوق، عنصر واحد',
      'سلة التسوق، عنصران',
      'سلة التسوق، 3 عناصر',
      'سلة التسوق، 11 عنصرًا',
      'سلة التسوق، 100 عنصر',
    ]);
  });

  it('keeps the English the site has always shown', () => {
    expect(SECTION_STATE_COPY.en.unavailable('Housing')).toBe('Housing is temporarily unavailable');
    expect(SECTION_STATE_COPY.en.loading('Housing')).toBe('Loading Housing');
    expect(CART_COPY.en.decrease('Expo Cap')).toBe('Decrease quantity of Expo Cap');
    expect(FOOTER_COPY.en.copyright(2030)).toBe('© 2030 Expo Guide. All rights reserved.');
    expect(SECTION_NAMES.en.sections).toMatchObject({
      mfe_housing: 'Housing',
      mfe_explore: 'Things to Do',
      mfe_access: 'Access',
    });
    expect(SECTION_NAMES.en.searchTitles.mfe_access).toBe('Access & Directions');
    expect(SECTION_NAMES.en.pages).toEqual({
      'events/*': 'Events',
      schedule: 'Schedule',
      faq: 'FAQ',
      venue: 'Venue',
      'pavilions/*': 'Pavilions',
      accessibility: 'Accessibility',
      practical: 'Practical information',
      contact: 'Contact',
    });
    expect(SECTION_NAMES.en.widgets).toEqual({
      './ThingsToExperience': 'Things to Experience',
      './CulinaryExperiences': 'Culinary Experiences',
      './MerchandiseSection': 'Event Merchandise',
    });
    expect(HEADER_COPY.en.navLabels).toEqual({
      mfe_housing: 'HOUSING',
      mfe_dining: 'DINING',
      mfe_explore: 'THINGS TO DO',
      mfe_shop: 'E-SHOP',
      mfe_tickets: 'TICKETS',
      mfe_access: 'ACCESS',
    });
    expect(HOME_META).toBe(HOME_META_COPY.en);
    expect(INFO_PAGES).toBe(INFO_PAGES_COPY.en);
  });

  it('keeps the Arabic names the site has always shown for the sections, their pages, Home’s widgets and the header’s links', () => {
    expect(SECTION_NAMES.ar).toEqual({
      sections: {
        mfe_housing: 'الإقامة',
        mfe_dining: 'المطاعم',
        mfe_explore: 'الأنشطة',
        mfe_shop: 'المتجر الإلكتروني',
        mfe_tickets: 'التذاكر',
        mfe_access: 'كيفية الوصول',
      },
      searchTitles: {
        mfe_housing: 'الإقامة',
        mfe_dining: 'المطاعم',
        mfe_explore: 'الأنشطة',
        mfe_shop: 'المتجر الإلكتروني',
        mfe_tickets: 'التذاكر',
        mfe_access: 'الوصول والاتجاهات',
      },
      pages: {
        'events/*': 'الفعاليات',
        schedule: 'جدول الفعاليات',
        faq: 'الأسئلة الشائعة',
        venue: 'مقر الإكسبو',
        'pavilions/*': 'الأجنحة',
        accessibility: 'خدمات ذوي الإعاقة',
        practical: 'معلومات عملية',
        contact: 'التواصل',
      },
      widgets: {
        './ThingsToExperience': 'تجارب لا تُفوَّت',
        './CulinaryExperiences': 'تجارب الطعام',
        './MerchandiseSection': 'منتجات الفعالية',
      },
    });
    expect(HEADER_COPY.ar.navLabels).toEqual({
      mfe_housing: 'الإقامة',
      mfe_dining: 'المطاعم',
      mfe_explore: 'الأنشطة',
      mfe_shop: 'المتجر',
      mfe_tickets: 'التذاكر',
      mfe_access: 'كيفية الوصول',
    });
  });

  it('gives the same links in both languages', () => {
    const links = (copy: typeof FOOTER_COPY.en) =>
      [...copy.expoInfo.links, ...copy.resources.links].map((link) => link.to);
    expect(links(FOOTER_COPY.ar)).toEqual(links(FOOTER_COPY.en));
    expect(INFO_PAGES_COPY.ar.map((page) => [page.path, page.links?.map((link) => link.to)])).toEqual(
      INFO_PAGES_COPY.en.map((page) => [page.path, page.links?.map((link) => link.to)]),
    );
    // The routes and the sitemap list the paths alone: every one has a page, and every page a route.
    expect(INFO_PAGES_COPY.en.map((page) => page.path)).toEqual([...INFO_PAGE_PATHS]);
    expect(SHELL_SEARCH_ENTRIES.ar.map(({ category, href }) => [category, href])).toEqual(
      SHELL_SEARCH_ENTRIES.en.map(({ category, href }) => [category, href]),
    );
    expect(HOME_COPY.ar.heroCta.to).toBe(HOME_COPY.en.heroCta.to);
    expect(HOME_META_COPY.ar.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Event',
        description: HOME_COPY.ar.event.description,
        offers: [{ '@type': 'Offer', url: '/tickets' }],
      }),
    ]);
  });

  it('declares the expo on Arabic Home by its Arabic name and venue', () => {
    expect(HOME_META_COPY.ar.jsonLd).toEqual([
      expect.objectContaining({
        name: 'إكسبو الرياض العالمي 2030',
        location: expect.objectContaining({
          name: 'مدينة إكسبو الرياض',
          address: expect.objectContaining({ addressLocality: 'الرياض' }),
        }),
      }),
    ]);
    expect(HOME_META_COPY.en.jsonLd).toEqual([
      expect.objectContaining({
        name: 'Riyadh World Expo 2030',
        location: expect.objectContaining({ name: 'Riyadh Expo City' }),
      }),
    ]);
  });

  it('gives Arabic Home and every Arabic info page a description of its own, within the length search results show', () => {
    expectDistinctPageMeta([
      HOME_META_COPY.ar,
      ...INFO_PAGES_COPY.ar.map(({ title, description }) => ({ title, description })),
    ]);
  });

  it('names the shell’s own palette entries in Arabic', () => {
    expect(SHELL_SEARCH_ENTRIES.ar).toEqual([
      { title: 'الرئيسية', category: 'Pages', href: '/' },
      { title: 'الإقامة', category: 'Pages', href: '/housing' },
      { title: 'المطاعم', category: 'Pages', href: '/eating' },
      { title: 'الأنشطة', category: 'Pages', href: '/things-to-do' },
      { title: 'المتجر الإلكتروني', category: 'Pages', href: '/e-shop' },
      { title: 'التذاكر', category: 'Pages', href: '/tickets' },
      { title: 'الوصول والاتجاهات', category: 'Pages', href: '/access' },
      { title: 'إكسبو الرياض العالمي 2030', category: 'Event', href: '/' },
      { title: 'أسعار المجموعات', category: 'Event', href: '/tickets#group-rates' },
    ]);
  });
});
