import { numberFormat } from './intl';

/**
 * USD in the page's format: en-US by default, e.g. 29.99 → "$29.99" (SPEC section 9); Arabic pages
 * pass their `intlLocale` (`useLocale().intlLocale`): "US$ 29.99" written right to left, Latin digits.
 */
export function formatUsd(amount: number, intlLocale = 'en-US'): string {
  return numberFormat(intlLocale, { style: 'currency', currency: 'USD' }).format(amount);
}

/** Whole US dollars, as a price slider or a "from" price shows them: "$45"; in Arabic "‏45 US$". */
export function formatWholeUsd(amount: number, intlLocale = 'en-US'): string {
  return numberFormat(intlLocale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
}

/** Adds money amounts in whole cents, so 0.1 + 0.2 style float drift never reaches a price. */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
