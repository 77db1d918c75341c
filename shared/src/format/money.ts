const usdFormats = new Map<string, Intl.NumberFormat>();

/**
 * USD in the page's format: en-US by default, e.g. 29.99 → "$29.99" (SPEC section 9); Arabic pages
 * pass their `intlLocale` (`useLocale().intlLocale`): "US$ 29.99" written right to left, Latin digits.
 */
export function formatUsd(amount: number, intlLocale = 'en-US'): string {
  let format = usdFormats.get(intlLocale);
  if (!format) usdFormats.set(intlLocale, (format = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'USD' })));
  return format.format(amount);
}

/** Adds money amounts in whole cents, so 0.1 + 0.2 style float drift never reaches a price. */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
