import { createHash } from 'node:crypto';

/**
 * Web vitals are kept as a bounded, uniform sample that no visitor can steer (a "bottom-k" sample):
 * each observation, one per visitor, route, vital and window, gets a score, a salted hash of those
 * four (the salt is secret, so no one can pick visitor ids that score low), and each window keeps the
 * `perWindow` observations with the lowest scores, each with the worst value its visitor reported.
 * Whatever a visitor sends again has the same score: it can only raise its own value, never win a
 * place it lost. Both stores (memory and Redis) keep exactly this; the Redis one computes the score
 * with Redis's own SHA-1 in its script.
 *
 * Any set of windows merges into one uniform sample: below the lowest of the full windows' highest
 * scores, every window holds every observation it had, so the observations scoring below it, from
 * all windows, are a uniform sample of all of them; the `maxSamples` lowest of those are too.
 */

/** Hex digits of the SHA-1 a score is made of: 52 bits, which a double holds exactly. */
const SCORE_HEX_DIGITS = 13;

/** What a score is a hash of (the Redis store's script builds the same string). */
export const scoreInput = (salt: string, visitorKey: string, route: string, name: string, window: number) =>
  `${salt}|${visitorKey}|${route}|${name}|${window}`;

/** An observation's score, and its member name in a window's sample: the score's hex digits, '|', the route. */
export function scoreOf(input: string): { score: number; member: string } {
  const hex = createHash('sha1').update(input).digest('hex').slice(0, SCORE_HEX_DIGITS);
  return { score: parseInt(hex, 16), member: hex };
}

/** A member's score, from its hex digits (the Redis store reads its samples back this way). */
export const scoreOfMember = (member: string) => parseInt(member.slice(0, SCORE_HEX_DIGITS), 16);
/** A member's route: what follows the score's digits and '|'. */
export const routeOfMember = (member: string) => member.slice(SCORE_HEX_DIGITS + 1);

export interface SampledObservation {
  score: number;
  route: string;
  value: number;
}

/** One window's sample as read back: its observations and whether it was full (kept its `perWindow`). */
export interface WindowSample {
  observations: SampledObservation[];
  full: boolean;
}

/** One window's sample in memory: the `perWindow` lowest-scoring observations, each its worst value. */
export class WindowSampleSet {
  private readonly entries = new Map<string, SampledObservation>();
  private highest: { member: string; score: number } | undefined;

  constructor(private readonly perWindow: number) {}

  offer(member: string, score: number, route: string, value: number) {
    const known = this.entries.get(member);
    if (known) {
      if (value > known.value) known.value = value;
      return;
    }
    if (this.entries.size >= this.perWindow) {
      const highest = (this.highest ??= this.findHighest());
      if (score >= highest.score) return;
      this.entries.delete(highest.member);
      this.highest = undefined;
    }
    this.entries.set(member, { score, route, value });
    if (this.highest && score > this.highest.score) this.highest = { member, score };
  }

  read(): WindowSample {
    return { observations: [...this.entries.values()], full: this.entries.size >= this.perWindow };
  }

  private findHighest() {
    let highest = { member: '', score: -1 };
    for (const [member, { score }] of this.entries) if (score > highest.score) highest = { member, score };
    return highest;
  }
}

/**
 * The merged sample of `windows` (see above): at most `maxSamples` values, in ascending order, of the
 * observations on `routes` (all routes when undefined).
 */
export function mergeWindowSamples(
  windows: readonly WindowSample[],
  maxSamples: number,
  routes?: ReadonlySet<string>,
): number[] {
  let below = Infinity;
  for (const { observations, full } of windows) {
    if (!full) continue;
    const highest = observations.reduce((max, { score }) => Math.max(max, score), -1);
    below = Math.min(below, highest);
  }
  const scores: number[] = [];
  const values: number[] = [];
  for (const { observations } of windows)
    for (const { score, route, value } of observations)
      if (score <= below && (!routes || routes.has(route))) {
        scores.push(score);
        values.push(value);
      }
  let kept = values;
  if (values.length > maxSamples) {
    // The maxSamples lowest scores (scores are 52-bit hashes: no two alike in practice).
    const threshold = Float64Array.from(scores).sort()[maxSamples - 1];
    kept = values.filter((_value, index) => scores[index] <= threshold).slice(0, maxSamples);
  }
  return Array.from(Float64Array.from(kept).sort());
}

/** The p-th percentile (0–1) of ascending `values` by nearest rank, as CrUX reports p75; undefined for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  return values[Math.min(values.length - 1, Math.max(0, Math.ceil(p * values.length) - 1))];
}
