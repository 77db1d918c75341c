import { LOCALES, type Locale, LANGUAGE_COOKIE } from 'shared/site';

/** The remembered language in a Cookie header, if it names one of the site's languages. */
export function rememberedLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE) return LOCALES.find((locale) => locale === value);
  }
  return undefined;
}
