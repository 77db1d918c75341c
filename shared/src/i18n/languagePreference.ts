import type { Locale } from './locales';

/**
 * The language a visitor last chose with the language switch, kept as a first-party cookie (a
 * preference, not tracking: it holds 'en' or 'ar' and nothing else). It decides only the one URL that
 * names no language by choice: the bare site address, opened from the address bar, a bookmark or the
 * installed app. A link to an English or an /ar page always gets that page's language.
 */
export const LANGUAGE_COOKIE = 'expo-language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the switch writes (`document.cookie = …`); Secure on an https site. */
export function languagePreferenceCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
