import type { Translations } from '../i18n/translations';

/** Text with a Latin letter in it: copy to translate (a number, price or date pattern alone is not). */
const HAS_LATIN_WORD = /[A-Za-z]{2,}/;
const HAS_ARABIC = /[\u0600-\u06FF]/;
/** Not copy: links, image URLs, emails, ids and slugs, which stay as they are in every language. */
const NOT_COPY = /^(https?:\/\/|\/|mailto:|tel:|[\w.+-]+@[\w.-]+$|[a-z0-9]+(-[a-z0-9]+)*$)/;

/**
 * Test-only: every piece of English copy in `translations` has Arabic beside it, at the same place.
 * The typecheck already refuses a missing key; this refuses English copied into the Arabic (a string
 * with English words and no Arabic letter), except the values in `untranslated` (brand and place
 * names kept in Latin letters on purpose, as a list of the exact strings).
 */
export function untranslatedCopy<T>(translations: Translations<T>, untranslated: readonly string[] = []): string[] {
  const problems: string[] = [];
  const walk = (en: unknown, ar: unknown, where: string) => {
    if (typeof en === 'string') {
      if (typeof ar !== 'string') problems.push(`${where}: no Arabic`);
      else if (HAS_LATIN_WORD.test(en) && !NOT_COPY.test(en) && !HAS_ARABIC.test(ar) && !untranslated.includes(ar))
        problems.push(`${where}: "${ar}" is not Arabic`);
      return;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(ar) || ar.length !== en.length)
        problems.push(`${where}: ${Array.isArray(ar) ? ar.length : 'no'} Arabic items for ${en.length}`);
      else en.forEach((item, index) => walk(item, ar[index], `${where}[${index}]`));
      return;
    }
    if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en))
        walk(value, (ar as Record<string, unknown> | undefined)?.[key], `${where}.${key}`);
    }
  };
  walk(translations.en, translations.ar, 'ar');
  return problems;
}
