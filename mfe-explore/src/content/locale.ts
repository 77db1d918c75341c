import {
  dateTimeFormat,
  formatWholeUsd,
  GLOSSARY,
  LOCALE_INFO,
  LOCALES,
  numberFormat,
  pluralRules,
  type Locale,
  type Translations,
} from 'shared';

// What the section's content needs to be written once for every language: a builder of
// Translations, and the dates, prices and counts in each language's format (through Intl, with the
// language's intlLocale).

/**
 * The same data with each language's copy, `make` run for a language the first time its copy is read:
 * a page formats only its own language's dates and prices, and only the content it shows (a
 * time-zoned date format's first use costs tens of milliseconds on a slow phone).
 */
export function inEveryLocale<T>(make: (locale: Locale) => T): Translations<T> {
  const made = new Map<Locale, T>();
  const copy = {} as Translations<T>;
  for (const locale of LOCALES) {
    Object.defineProperty(copy, locale, {
      enumerable: true,
      get: () => {
        if (!made.has(locale)) made.set(locale, make(locale));
        return made.get(locale) as T;
      },
    });
  }
  return copy;
}

/** Riyadh's time zone (UTC+3, no daylight saving time): the expo's dates are Riyadh's. */
const RIYADH = 'Asia/Riyadh';

/** Intl's text with plain spaces (recent ICU puts a narrow no-break space before AM/PM). */
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

const inRiyadh = (iso: string, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  plainSpaces(dateTimeFormat(LOCALE_INFO[locale].intlLocale, { ...options, timeZone: RIYADH }).format(new Date(iso)));

/**
 * A time of day in Riyadh: "7:00 PM"; in Arabic with the site's words for the day's halves, "7:00 مساءً"
 * (Intl writes the abbreviations ص and م, which the rest of the site's copy does not use).
 */
function timeText(iso: string, locale: Locale): string {
  if (locale === 'en') return inRiyadh(iso, locale, { hour: 'numeric', minute: '2-digit' });
  // Riyadh is UTC+3 all year.
  const half = (new Date(iso).getUTCHours() + 3) % 24 < 12 ? GLOSSARY.am : GLOSSARY.pm;
  const parts = dateTimeFormat(LOCALE_INFO[locale].intlLocale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: RIYADH,
  }).formatToParts(new Date(iso));
  return plainSpaces(parts.map(({ type, value }) => (type === 'dayPeriod' ? half[locale] : value)).join(''));
}

/** A start as an event card shows it: "October 1, 2030 · 7:00 PM"; in Arabic "1 أكتوبر 2030 · 7:00 مساءً". */
export const dateTimeText = (iso: string, locale: Locale) =>
  `${inRiyadh(iso, locale, { dateStyle: 'long' })} · ${timeText(iso, locale)}`;

/** An ISO day (yyyy-MM-dd) as an article shows it: "September 12, 2030"; in Arabic "12 سبتمبر 2030". */
export const dayText = (isoDay: string, locale: Locale) =>
  inRiyadh(`${isoDay}T12:00:00+03:00`, locale, { dateStyle: 'long' });

/** A price in whole US dollars (prices stay USD in every language): "$85"; in Arabic "85 US$". */
export const wholeUsd = (amount: number, locale: Locale) => formatWholeUsd(amount, LOCALE_INFO[locale].intlLocale);

/** The words for a count in Arabic, by Intl.PluralRules form (zero, one, two, few, many, other). */
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
