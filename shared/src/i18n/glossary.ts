/** One of the site's terms: its English and its one Arabic form (the forms to avoid are in glossaryVariants.ts, for the tests). */
export interface GlossaryTerm {
  en: string;
  ar: string;
}

/**
 * The site's terms in every language. Each section owns its copy, and the sections write a term
 * by importing it from here (`GLOSSARY.venue.ar`), so a term reads the same on every page. The
 * Arabic copy of every section is checked against each term's known variants (glossaryVariants.ts).
 */
export const GLOSSARY = {
  /**
   * The site's name: titles, og:site_name, the footer, the installed app. The logo writes it with the
   * expo's mark for the expo's word: "EXPO2030 Guide", in Arabic "دليل EXPO2030" (never the English order).
   */
  brand: { en: 'Expo Guide', ar: 'دليل إكسبو' },
  /** The event the site is about. */
  expo: { en: 'Riyadh World Expo 2030', ar: 'إكسبو الرياض العالمي 2030' },
  /** The expo's grounds, as a place name. */
  expoCity: { en: 'Riyadh Expo City', ar: 'مدينة إكسبو الرياض' },
  /** The expo's grounds as a common noun ("the venue", "on site"). الموقع alone is the website, or a location. */
  venue: {
    en: 'venue',
    ar: 'مقر الإكسبو',
  },
  /** The Access section: how to get to the venue. Not الوصول alone, which reads as Accessibility. */
  access: { en: 'Access', ar: 'كيفية الوصول' },
  /** The services for disabled visitors (the Accessibility page). */
  accessibility: { en: 'Accessibility', ar: 'خدمات ذوي الإعاقة' },
  openingHours: { en: 'Opening hours', ar: 'ساعات العمل' },
  /** After a time of day: 9:00 صباحًا. Not Intl's abbreviations, ص and م. */
  am: { en: 'AM', ar: 'صباحًا' },
  pm: { en: 'PM', ar: 'مساءً' },
  /** Said after a link's name: the page (الصفحة, feminine) opens. */
  opensInNewTab: { en: 'opens in a new tab', ar: 'تُفتح في علامة تبويب جديدة' },
  /** The header's navigation, as assistive technology names it; الرئيسية alone is Home. */
  mainNavigation: { en: 'Main', ar: 'القائمة الرئيسية' },
  /** The site's first page (the way back from a missing page, the search palette's entry). */
  home: { en: 'Home', ar: 'الرئيسية' },
  /** The cart button's name when the cart has nothing in it. */
  emptyCart: { en: 'Cart, 0 items', ar: 'سلة التسوق فارغة' },
  /** The hotel search's default place, and the template's hotels' city. */
  osaka: { en: 'Osaka', ar: 'أوساكا' },
  /** By the sea. الخليج alone is the Arabian Gulf to a Saudi reader. */
  waterfront: { en: 'by the bay', ar: 'على الواجهة البحرية' },
  /** A usual price for a night ("Typical stay"), not a model one. */
  typicalPrice: { en: 'Typical stay', ar: 'السعر المعتاد' },
  /** Where a table is booked: with the restaurant itself. */
  bookedWithRestaurant: {
    en: 'Reservations are made directly with the restaurant',
    ar: 'يكون الحجز مباشرةً لدى المطعم',
  },
  /** The family package's children: the limit is on their number. */
  upToTwoChildren: { en: 'up to 2 children under 12', ar: 'ما يصل إلى طفلين دون سن 12 عامًا' },
} satisfies Record<string, GlossaryTerm>;
