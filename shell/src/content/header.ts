import {
  GLOSSARY,
  LOCALE_INFO,
  SECTIONS,
  numberFormat,
  pluralRules,
  type Locale,
  type RemoteName,
  type Translations,
} from 'shared';

/** The header's and mobile menu's copy: the nav labels per section (by remote), the buttons' names. */
export interface HeaderCopy {
  /** The logo link's name: its visible words ("EXPO2030 Guide"), then where it goes. */
  homeLink: string;
  /** The logo: the brand's word beside the expo's mark, EXPO2030, in the brand's order in this language. */
  logo: { word: string; markFirst: boolean };
  mainNav: string;
  mobileNav: string;
  /** Each section's link text, by remote: the sections table's `navLabel` in this language. */
  navLabels: Record<RemoteName, string>;
  search: string;
  /** The search button's name: its visible word, then the shortcut. */
  searchButton: string;
  cart: (count: number) => string;
  /** Said (and shown a moment) when an item is added to the cart (the cart drawer's own copy loads with the drawer). */
  cartAdded: (title: string) => string;
  openMenu: string;
  menu: string;
  closeMenu: string;
}

/** The expo's mark, which the logo writes for the brand's word for the expo. */
const LOGO_MARK = 'EXPO2030';

/** The logo: the brand with the mark for its word for the expo ("Expo Guide" → "EXPO2030 Guide"; "دليل إكسبو" → "دليل EXPO2030"). */
const logoOf = (brand: string): HeaderCopy['logo'] => {
  const expoWord = /Expo|إكسبو/;
  return { word: brand.replace(expoWord, '').trim(), markFirst: brand.search(expoWord) === 0 };
};
const logoText = ({ word, markFirst }: HeaderCopy['logo']) =>
  markFirst ? `${LOGO_MARK} ${word}` : `${word} ${LOGO_MARK}`;

const LOGO = { en: logoOf(GLOSSARY.brand.en), ar: logoOf(GLOSSARY.brand.ar) };

const navLabelsIn = (locale: Locale) =>
  Object.fromEntries(SECTIONS.map((section) => [section.remote, section.navLabel[locale]])) as Record<
    RemoteName,
    string
  >;

export const HEADER_COPY: Translations<HeaderCopy> = {
  en: {
    homeLink: `${logoText(LOGO.en)}, home`,
    logo: LOGO.en,
    mainNav: 'Main',
    mobileNav: 'Mobile',
    navLabels: navLabelsIn('en'),
    search: 'Search',
    searchButton: 'Search (Ctrl+K)',
    cart: (count) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    cartAdded: (title) => `${title} added to your cart`,
    openMenu: 'Open menu',
    menu: 'Menu',
    closeMenu: 'Close menu',
  },
  ar: {
    homeLink: `${logoText(LOGO.ar)}، الصفحة الرئيسية`,
    logo: LOGO.ar,
    mainNav: GLOSSARY.mainNavigation.ar,
    mobileNav: 'قائمة الجوال',
    navLabels: navLabelsIn('ar'),
    search: 'بحث',
    searchButton: 'بحث (Ctrl+K)',
    // An empty cart is said to be empty, not "cart, no items".
    cart: (count) => (count === 0 ? GLOSSARY.emptyCart.ar : `سلة التسوق، ${cartItems(count)}`),
    cartAdded: (title) => `أُضيف ${title} إلى سلة التسوق`,
    openMenu: 'فتح القائمة',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
  },
};

/** "n items" in Arabic, for a cart with something in it, with its plural forms (Intl.PluralRules: one, two, few, many, other). */
function cartItems(count: number): string {
  // The empty cart of every first render is named without Intl (HEADER_COPY.ar.cart), whose first
  // use loads the Arabic locale data (a long task on a slow phone).
  const { intlLocale } = LOCALE_INFO.ar;
  const digits = numberFormat(intlLocale).format(count);
  switch (pluralRules(intlLocale).select(count)) {
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
