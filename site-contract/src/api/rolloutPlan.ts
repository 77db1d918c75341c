import * as v from 'valibot';
import type { RolloutPlan } from '../registry/revisionStore';

/** How long a plan may hold each share once the judge has passed it, and how many shares it may have. */
export const PLAN_LIMITS = { maxSteps: 10, minStepMs: 1000, maxStepMs: 7 * 24 * 60 * 60 * 1000 } as const;

/**
 * The rules of a rollout plan, in the words every client shows: the delivery API, the platform page
 * and `npm run release` each refuse a plan with one of these (adding how to write a plan in their own
 * syntax).
 */
export const PLAN_RULES = {
  share: 'each share of a plan is a whole number from 1 to 100',
  count: `a plan has 1 to ${PLAN_LIMITS.maxSteps} shares`,
  rising: 'each share of a plan is larger than the one before',
  end: 'a plan ends at 100 (every visitor)',
  hold: 'each share of a plan is held from 1 second to 7 days',
} as const;

const SHARE = v.pipe(
  v.number(PLAN_RULES.share),
  v.integer(PLAN_RULES.share),
  v.minValue(1, PLAN_RULES.share),
  v.maxValue(100, PLAN_RULES.share),
);

/** A rollout plan: the shares of visitors, rising to 100, each held `stepMs` once the judge passes it. */
export const ROLLOUT_PLAN = v.pipe(
  v.object({
    steps: v.pipe(
      v.array(SHARE, PLAN_RULES.count),
      v.minLength(1, PLAN_RULES.count),
      v.maxLength(PLAN_LIMITS.maxSteps, PLAN_RULES.count),
    ),
    stepMs: v.pipe(
      v.number(PLAN_RULES.hold),
      v.integer(PLAN_RULES.hold),
      v.minValue(PLAN_LIMITS.minStepMs, PLAN_RULES.hold),
      v.maxValue(PLAN_LIMITS.maxStepMs, PLAN_RULES.hold),
    ),
  }),
  v.check(({ steps }) => steps.every((step, index) => index === 0 || step > steps[index - 1]), PLAN_RULES.rising),
  v.check(({ steps }) => steps.at(-1) === 100, PLAN_RULES.end),
) satisfies v.GenericSchema<unknown, RolloutPlan>;

/** A whole number as people write it in a plan (`10`, ` 50 `); anything else is NaN, which the rules refuse. */
export const wholeNumberOf = (text: string): number =>
  /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** A plan's shares as people write them (`10,50,100`). */
export const sharesOf = (text: string): number[] => text.split(',').map(wholeNumberOf);

/** The first rule `plan` breaks, or undefined when it keeps them all. */
export function planRefusal(plan: unknown): string | undefined {
  const result = v.safeParse(ROLLOUT_PLAN, plan, { abortEarly: true });
  return result.success ? undefined : result.issues[0].message;
}
