import { numberFormat } from './intl';

/** Languages written right to left, by their code. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/**
 * An amount in a right-to-left language, as one left-to-right run (Unicode's isolates, the text
 * form of `<bdi dir="ltr">`): Intl writes "29.99 US$" after a right-to-left mark, and a right-to-left
 * paragraph then shows it as "$US 29.99". Isolated, it reads "29.99 US$" wherever it is put, in an
 * element, a sentence, a title or a label.
 */
function asAmountRun(text: string, intlLocale: string): string {
  return RIGHT_TO_LEFT.has(intlLocale.split('-')[0]) ? `\u2066${text.replace(/\u200f/g, '')}\u2069` : text;
}

/**
 * USD in the page's format: en-US by default, e.g. 29.99 → "$29.99" (SPEC section 9); Arabic pages
 * pass their `intlLocale` (`useLocale().intlLocale`): "29.99 US$", Latin digits, isolated left to right.
 */
export function formatUsd(amount: number, intlLocale = 'en-US'): string {
  return asAmountRun(numberFormat(intlLocale, { style: 'currency', currency: 'USD' }).format(amount), intlLocale);
}

/** Whole US dollars, as a price slider or a "from" price shows them: "$45"; in Arabic "45 US$", isolated left to right. */
export function formatWholeUsd(amount: number, intlLocale = 'en-US'): string {
  return asAmountRun(
    numberFormat(intlLocale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount),
    intlLocale,
  );
}

/** Adds money amounts in whole cents, so 0.1 + 0.2 style float drift never reaches a price. */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
