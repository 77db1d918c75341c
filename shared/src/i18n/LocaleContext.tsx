import { createContext, useContext, type ReactNode } from 'react';
import { LOCALE_INFO, type Locale, type LocaleInfo } from './locales';
import { pickTranslation, type Translations } from './translations';

// Part of the `shared` singleton: the shell provides the page's language, and every remote reads it
// from the same context. English when nothing provides one (a test, a remote rendered alone).
const LocaleContext = createContext<LocaleInfo>(LOCALE_INFO.en);

/** The page's language, for everything below it. The shell mounts it once, from the page's URL. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={LOCALE_INFO[locale]}>{children}</LocaleContext.Provider>;
}

/** The page's language: its locale, direction, `Intl` locale and path prefix. */
export function useLocale(): LocaleInfo {
  return useContext(LocaleContext);
}

/** A package's copy in the page's language (English where a build has none for it). */
export function useTranslation<T>(translations: Translations<T>): T {
  return pickTranslation(translations, useLocale().locale);
}
