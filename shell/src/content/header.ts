import { LOCALE_INFO, numberFormat, pluralRules, type RemoteName, type Translations } from 'shared';

/** The header's and mobile menu's copy: the nav labels per section (by remote), the buttons' names. */
export interface HeaderCopy {
  /** The logo link's name (its visible words are the brand, "EXPO2030 Guide"). */
  homeLink: string;
  /** The brand's last word, after "EXPO2030". */
  brandWord: string;
  mainNav: string;
  mobileNav: string;
  navLabels: Record<RemoteName, string>;
  search: string;
  /** The search button's name: its visible word, then the shortcut. */
  searchButton: string;
  cart: (count: number) => string;
  openMenu: string;
  menu: string;
  closeMenu: string;
}

export const HEADER_COPY: Translations<HeaderCopy> = {
  en: {
    homeLink: 'EXPO2030 Guide, home',
    brandWord: 'Guide',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    navLabels: { mfe_housing: 'HOUSING', mfe_dining: 'DINING', mfe_explore: 'THINGS TO DO', mfe_shop: 'E-SHOP', mfe_tickets: 'TICKETS', mfe_access: 'ACCESS' },
    search: 'Search',
    searchButton: 'Search (Ctrl+K)',
    cart: (count) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
  },
  ar: {
    homeLink: 'دليل EXPO2030، الصفحة الرئيسية',
    brandWord: 'دليل',
    mainNav: 'الرئيسية',
    mobileNav: 'قائمة الجوال',
    navLabels: { mfe_housing: 'الإقامة', mfe_dining: 'المطاعم', mfe_explore: 'الأنشطة', mfe_shop: 'المتجر', mfe_tickets: 'التذاكر', mfe_access: 'الوصول' },
    search: 'بحث',
    searchButton: 'بحث (Ctrl+K)',
    cart: (count) => `سلة التسوق، ${cartItems(count)}`,
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
  },
};

/** "n items" in Arabic, with its plural forms (Intl.PluralRules: zero, one, two, few, many, other). */
function cartItems(count: number): string {
  // Arabic's plural form for 0 is 'zero' (CLDR: exactly 0): the empty cart of every first render is
  // written without Intl, whose first use loads the Arabic locale data (a long task on a slow phone).
  if (count === 0) return 'لا عناصر';
  const { intlLocale } = LOCALE_INFO.ar;
  const digits = numberFormat(intlLocale).format(count);
  switch (pluralRules(intlLocale).select(count)) {
    case 'zero':
      return 'لا عناصر';
    case 'one':
      return 'عنصر واحد';
    case 'two':
      return 'عنصران';
    case 'few':
      return `${digits} عناصر`;
    case 'many':
      return `${digits} عنصرًا`;
    default:
      return `${digits} عنصر`;
  }
}
