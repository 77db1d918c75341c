/**
 * Intl's formatters, one per language and options. Creating one costs far more than using it (a date
 * format in a time zone about half a millisecond, several times that on a slow phone), and a
 * section's content, written for every language as its module loads, formats dozens of dates,
 * prices and counts. A formatter holds no request's data, so one set serves every render.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>();

function memoized<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(
  key: string,
  create: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter;
}

export const dateTimeFormat = (intlLocale: string, options: Intl.DateTimeFormatOptions = {}) =>
  memoized(`date|${intlLocale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale, options));

export const numberFormat = (intlLocale: string, options: Intl.NumberFormatOptions = {}) =>
  memoized(`number|${intlLocale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale, options));

export const pluralRules = (intlLocale: string) =>
  memoized(`plural|${intlLocale}`, () => new Intl.PluralRules(intlLocale));
