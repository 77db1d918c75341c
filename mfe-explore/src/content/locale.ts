import {
  dateTimeFormat,
  formatWholeUsd,
  LOCALE_INFO,
  LOCALES,
  plainSpaces,
  RIYADH_TIME_ZONE,
  timeOfDayText,
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

const inRiyadh = (iso: string, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  plainSpaces(
    dateTimeFormat(LOCALE_INFO[locale].intlLocale, { ...options, timeZone: RIYADH_TIME_ZONE }).format(new Date(iso)),
  );

/** A start as an event card shows it: "October 1, 2030 · 7:00 PM"; in Arabic "1 أكتوبر 2030 · 7:00 مساءً". */
export const dateTimeText = (iso: string, locale: Locale) =>
  `${inRiyadh(iso, locale, { dateStyle: 'long' })} · ${timeOfDayText(iso, locale)}`;

/** An ISO day (yyyy-MM-dd) as an article shows it: "September 12, 2030"; in Arabic "12 سبتمبر 2030". */
export const dayText = (isoDay: string, locale: Locale) =>
  inRiyadh(`${isoDay}T12:00:00+03:00`, locale, { dateStyle: 'long' });

/** A price in whole US dollars (prices stay USD in every language): "$85"; in Arabic "85 US$". */
export const wholeUsd = (amount: number, locale: Locale) => formatWholeUsd(amount, LOCALE_INFO[locale].intlLocale);
