import { LOCALE_INFO } from '../i18n';
import { numberFormat, pluralRules } from './intl';

/**
 * The words for a count in Arabic, by Intl.PluralRules form (zero, one, two, few, many, other), in
 * the grammatical case the sentence needs: "دقيقتان" as a subject, "دقيقتين" after a preposition
 * or a noun such as "نحو".
 */
export interface ArabicCountWords {
  one: string;
  two: string;
  /** 3 to 10: "6 دقائق" */
  few: (digits: string) => string;
  /** 11 to 99: "15 دقيقة" */
  many: (digits: string) => string;
  /** 0, 100 and more: "100 دقيقة" */
  other: (digits: string) => string;
}

/** A count in Arabic with its plural form: دقيقة واحدة، دقيقتان، 6 دقائق، 15 دقيقة، 100 دقيقة. */
export function arabicCount(count: number, words: ArabicCountWords): string {
  const { intlLocale } = LOCALE_INFO.ar;
  const digits = numberFormat(intlLocale).format(count);
  switch (pluralRules(intlLocale).select(count)) {
    case 'one':
      return words.one;
    case 'two':
      return words.two;
    case 'few':
      return words.few(digits);
    case 'many':
      return words.many(digits);
    default:
      return words.other(digits);
  }
}
