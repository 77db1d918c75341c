import type { Locale } from './locales';

/**
 * A package's copy in every language of the site. Typed as a record over every locale, so a missing
 * language, or an Arabic entry missing a key the English has, fails the typecheck.
 */
export type Translations<T> = Record<Locale, T>;

/**
 * The copy for `locale`. A build made before a language existed has no entry for it: it shows
 * English rather than nothing.
 */
export function pickTranslation<T>(translations: Translations<T>, locale: Locale): T {
  return (translations as Partial<Translations<T>>)[locale] ?? translations.en;
}
