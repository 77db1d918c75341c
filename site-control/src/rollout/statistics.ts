/**
 * The judge's statistics, pure functions: Fisher's exact test for error rates (exact at any count,
 * zero included, where a normal approximation is not), the Mann-Whitney U test for web vitals (no
 * assumption on their shape: LCP and INP are skewed, with long tails), and percentiles.
 */

/** ln(n!) for every n up to `max`, summed once. */
function logFactorials(max: number): Float64Array {
  const table = new Float64Array(max + 1);
  for (let n = 2; n <= max; n++) table[n] = table[n - 1] + Math.log(n);
  return table;
}

/**
 * One-sided Fisher's exact test: the probability, if both groups had the same rate, of the first
 * group having at least `a` events of `n1` while the second has the rest of `a + c` of `n2`. Small when
 * the first group's rate is higher than chance explains.
 */
export function fisherGreater(a: number, n1: number, c: number, n2: number): number {
  const events = a + c;
  const total = n1 + n2;
  if (n1 === 0 || n2 === 0 || events === 0) return 1;
  const lf = logFactorials(total);
  const logChoose = (n: number, k: number) => lf[n] - lf[k] - lf[n - k];
  const logDenominator = logChoose(total, events);
  let p = 0;
  for (let k = a; k <= Math.min(n1, events); k++) {
    if (events - k > n2) continue;
    p += Math.exp(logChoose(n1, k) + logChoose(n2, events - k) - logDenominator);
  }
  return Math.min(1, p);
}

/** The standard normal distribution's upper tail, P(Z > z) (Abramowitz and Stegun 26.2.17, error under 1e-7). */
export function normalUpperTail(z: number): number {
  if (z < 0) return 1 - normalUpperTail(-z);
  const t = 1 / (1 + 0.2316419 * z);
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const poly = t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return density * poly;
}

/**
 * One-sided Mann-Whitney U test: the probability of values of `first` ranking this much above those
 * of `second` if both came from one distribution (normal approximation with ties corrected, fair
 * from about 20 values a side). Small when `first` tends to be larger.
 */
export function mannWhitneyGreater(first: readonly number[], second: readonly number[]): number {
  const n1 = first.length;
  const n2 = second.length;
  if (n1 === 0 || n2 === 0) return 1;
  const all = [...first.map((value) => ({ value, first: true })), ...second.map((value) => ({ value, first: false }))];
  all.sort((a, b) => a.value - b.value);
  let rankSumFirst = 0;
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1].value === all[i].value) j++;
    const rank = (i + j) / 2 + 1;
    const tied = j - i + 1;
    tieTerm += tied ** 3 - tied;
    for (let k = i; k <= j; k++) if (all[k].first) rankSumFirst += rank;
    i = j + 1;
  }
  const u = rankSumFirst - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return 1;
  // Continuity correction: U moves in steps of one.
  return normalUpperTail((u - mean - 0.5) / Math.sqrt(variance));
}

/** The `q` quantile (0–1) of values, by linear interpolation between order statistics; undefined for none. */
export function quantile(values: readonly number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}
