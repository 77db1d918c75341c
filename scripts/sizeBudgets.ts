/**
 * The JavaScript budgets `npm run size` enforces (docs/performance.md): gzip bytes of JS on a cold
 * first load of Home and of each section's main page, and of a remote's own code on its route.
 * Pure: figures in, violations out, so a unit test proves the check fails when it should.
 */
import { REMOTE_CODE_BUDGET_BYTES, SECTION_FIRST_LOAD_BUDGET_BYTES } from 'shared/site';
import type { RouteBytes } from './measureBytes';

const KB = 1024;

export const SIZE_BUDGETS = {
  // Home's and a section page's budgets sit a little over what those pages measured when each was last set,
  // so that any growth fails `npm test` and is decided on rather than drifted into; a section page's holds
  // its section's Arabic copy too (every bundle carries both languages). Their history: docs/performance-log.md.
  /** The first load of Home (`/`). */
  home: 158 * KB,
  /** The first load of a section's main page (`/housing`, `/e-shop`, …). */
  section: SECTION_FIRST_LOAD_BUDGET_BYTES,
  /** A remote's own code on a page's first load. */
  remoteCode: REMOTE_CODE_BUDGET_BYTES,
  /** How much more Arabic Home (`/ar`) may load than English Home (issue 16): its copy, the right-to-left style cache. */
  arabicHomeOverHome: 10 * KB,
} as const;

export type SizeBudgets = { readonly [K in keyof typeof SIZE_BUDGETS]: number };

/** What a budget is about: a route's first load, or one remote's code on a route. */
export interface BudgetViolation {
  /** `/e-shop`, or `mfe-shop on /e-shop`. */
  subject: string;
  bytes: number;
  budget: number;
  /** The whole story, for the console. */
  message: string;
}

export type MeasuredRoute = Pick<RouteBytes, 'route' | 'js' | 'byRemote'>;

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The budget of a route's first load: Home's (in Arabic, English Home's measured figure plus its allowance), or a section page's. */
export const routeBudget = (route: string, budgets: SizeBudgets = SIZE_BUDGETS, englishHome = budgets.home) =>
  route === '/' ? budgets.home : route === '/ar' ? englishHome + budgets.arabicHomeOverHome : budgets.section;

/** A figure beside its budget, as the report prints it: `168.7 KB / 170.0 KB`. */
export const withBudget = (bytes: number, budget: number) => `${kb(bytes)} / ${kb(budget)}`;

/**
 * Every budget the measured routes exceed. A route measured at no JavaScript at all is a violation
 * too: the measurement itself failed, and must not pass for a small page.
 */
export function budgetViolations(
  routes: readonly MeasuredRoute[],
  budgets: SizeBudgets = SIZE_BUDGETS,
): BudgetViolation[] {
  const violations: BudgetViolation[] = [];
  const over = (subject: string, what: string, bytes: number, budget: number) => {
    if (bytes > budget)
      violations.push({
        subject,
        bytes,
        budget,
        message: `${subject}: ${what} is ${kb(bytes)} (${bytes} bytes), over its budget of ${kb(budget)} (${budget} bytes)`,
      });
  };
  if (routes.length === 0)
    violations.push({ subject: 'size report', bytes: 0, budget: 0, message: 'size report: no route was measured' });
  const englishHome = routes.find(({ route }) => route === '/')?.js;
  for (const { route, js, byRemote } of routes) {
    const budget = routeBudget(route, budgets, englishHome);
    if (js <= 0)
      violations.push({
        subject: route,
        bytes: js,
        budget,
        message: `${route}: no JavaScript measured on its first load; the measurement failed`,
      });
    over(
      route,
      route === '/ar'
        ? `the first load (JS, gzip), English Home's plus ${budgets.arabicHomeOverHome / KB} KB,`
        : 'the first load (JS, gzip)',
      js,
      budget,
    );
    for (const [remote, bytes] of Object.entries(byRemote))
      over(`${remote} on ${route}`, "the remote's own code (JS, gzip)", bytes, budgets.remoteCode);
  }
  return violations;
}
