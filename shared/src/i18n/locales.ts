/** The site's languages: English at SPEC's routes, Arabic under /ar. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  locale: Locale;
  /** The text direction of the page: the `dir` of <html>, MUI's theme direction and the style cache. */
  dir: 'ltr' | 'rtl';
  /**
   * The locale `Intl` formats with. Arabic uses Latin digits (`nu-latn`), deliberately: prices are
   * USD, and the site's numbers sit beside phone numbers, codes, times and addresses that are written
   * in Latin digits on signs and tickets in Riyadh too; one set of digits reads the same on every page.
   * The Gregorian calendar (`ca-gregory`) is explicit: the expo's dates are Gregorian, and ar-SA's
   * default calendar can be the Umm al-Qura one.
   */
  intlLocale: string;
  /** Where this language's pages live: '' for English, '/ar' for Arabic (the router's basename). */
  basePath: '' | '/ar';
  /** The language's own name, for the language switch. */
  nativeName: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { locale: 'en', dir: 'ltr', intlLocale: 'en-US', basePath: '', nativeName: 'English' },
  ar: { locale: 'ar', dir: 'rtl', intlLocale: 'ar-SA-u-ca-gregory-nu-latn', basePath: '/ar', nativeName: 'العربية' },
};

/** The language of a site path, and the path within that language ('/ar/housing' → ar, '/housing'). */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/ar(?=\/|$)/i.exec(pathname);
  if (!match) return { locale: 'en', path: pathname };
  return { locale: 'ar', path: pathname.slice(match[0].length) || '/' };
}

/** A path of the site (without a language prefix) in `locale`: ('/access', 'ar') → '/ar/access', ('/', 'ar') → '/ar'. */
export function pathInLocale(path: string, locale: Locale): string {
  const { basePath } = LOCALE_INFO[locale];
  if (!basePath) return path;
  return path === '/' ? basePath : `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A page in every language, as search engines read it (hreflang): each locale's URL, and English as
 * the default for any other language ('x-default').
 */
export function languageAlternates(path: string, origin: string): { hreflang: Locale | 'x-default'; href: string }[] {
  const urlIn = (locale: Locale) => new URL(pathInLocale(path, locale), origin).href;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: urlIn(locale) })),
    { hreflang: 'x-default' as const, href: urlIn(DEFAULT_LOCALE) },
  ];
}
