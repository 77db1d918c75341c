const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** USD in en-US format, e.g. 29.99 → "$29.99" (SPEC section 9). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Adds money amounts in whole cents, so 0.1 + 0.2 style float drift never reaches a price. */
export function addMoney(...amounts: number[]): number {
  return amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
}
