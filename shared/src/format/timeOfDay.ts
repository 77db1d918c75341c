import { GLOSSARY } from '../i18n/glossary';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import { dateTimeFormat } from './intl';

/** Riyadh's time zone (UTC+3, no daylight saving time): the expo's dates and hours are Riyadh's. */
export const RIYADH_TIME_ZONE = 'Asia/Riyadh';

/** Intl's text with plain spaces (recent ICU puts a narrow no-break space before AM/PM). */
export const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

/**
 * A time of day in Riyadh: "7:00 PM"; in Arabic with the site's words for the day's halves, "7:00 مساءً"
 * (Intl writes the abbreviations ص and م, which the rest of the site's copy does not use).
 */
export function timeOfDayText(iso: string, locale: Locale): string {
  const format = dateTimeFormat(LOCALE_INFO[locale].intlLocale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: RIYADH_TIME_ZONE,
  });
  if (locale === 'en') return plainSpaces(format.format(new Date(iso)));
  // Riyadh is UTC+3 all year.
  const half = (new Date(iso).getUTCHours() + 3) % 24 < 12 ? GLOSSARY.am : GLOSSARY.pm;
  return plainSpaces(
    format
      .formatToParts(new Date(iso))
      .map(({ type, value }) => (type === 'dayPeriod' ? half[locale] : value))
      .join(''),
  );
}

/** A 24-hour clock time of any day in Riyadh ('09:30') as timeOfDayText writes it. */
export const clockTimeText = (clockTime: string, locale: Locale) =>
  timeOfDayText(`2030-10-01T${clockTime}:00+03:00`, locale);
