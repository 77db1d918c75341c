import { APP_INTERACTIVE_MARK, DEFERRED_WORK_DONE_MARK } from 'shell/startup-marks';
import AxeBuilder from '@axe-core/playwright';
import { waitForMark } from './marks';
import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions seen by a test's page (tests decide which are expected). */
export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
}

// Third-party images and the map cannot load on this offline machine; that is not a page problem.
export const EXTERNAL_RESOURCE =
  /Failed to load resource: net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/;

/** Resolves once the page's app has hydrated and its effects run (the router and shortcuts listen). */
export async function waitForInteractive(page: Page) {
  await waitForMark(page, APP_INTERACTIVE_MARK, 15_000);
}

export const test = base.extend<{ problems: PageProblems }>({
  // A page is used the way a visitor finds it: opened, then hydrated (its HTML is on screen before
  // its scripts load). page.goto returns once it is interactive, unless JavaScript is off.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response?.headers()['content-type']?.startsWith('text/html'))
        await waitForInteractive(page);
      return response;
    };
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' && !EXTERNAL_RESOURCE.test(message.text()))
        problems.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await use(problems);
  },
});

export { expect };
export { MAIN_ROUTES } from './routes';

/**
 * axe-core: no violation of any impact (WCAG 2.x A/AA rules and best practices), once the page's
 * transitions have ended: a dialog fading in has colours of no contrast the visitor ever reads.
 */
export async function expectNoA11yViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/** Home's parts that come from the sections' remotes, in page order. */
export const HOME_WIDGET_NAMES = ['Things to Experience', 'Culinary Experiences', 'Event Merchandise'] as const;

/**
 * Home's widgets are in the server's HTML at once; their code is fetched once the page is idle, and
 * each runs as the visitor nears it (a click before then is replayed once it has): waits until each
 * is in the DOM (or has given way to its 'unavailable' notice) and the page has fetched their code.
 */
export async function waitForHomeWidgets(page: Page) {
  // The widgets' names are English ones; an Arabic Home is waited for by the mark alone.
  const english = (await page.evaluate(() => document.documentElement.lang)) === 'en';
  for (const name of english ? HOME_WIDGET_NAMES : []) {
    const widget = page
      .getByRole('region', { name })
      .or(page.getByTestId('section-unavailable').filter({ hasText: name }));
    await expect(widget).toBeAttached({ timeout: 5_000 });
  }
  await waitForMark(page, DEFERRED_WORK_DONE_MARK, 10_000);
}

/** Scrolls a Home widget into view, as a visitor reaching it does: its code runs, and it answers from here on. */
export async function reachHomeWidget(page: Page, name: (typeof HOME_WIDGET_NAMES)[number]) {
  // At a desktop's height a widget can be near enough already, and have given way to its notice,
  // even between finding the widget and scrolling to it (then it is found again: the notice).
  const widget = page
    .getByRole('region', { name })
    .or(page.getByTestId('section-unavailable').filter({ hasText: name }))
    .first();
  await expect(() => widget.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass({ timeout: 10_000 });
}

export function mainHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}
