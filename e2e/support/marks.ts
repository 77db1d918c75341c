import type { Page } from 'playwright-core';

/** Resolves once the page has set the performance mark `mark` (the shell's startup marks, 'shell/startup-marks'). */
export async function waitForMark(page: Page, mark: string, timeout: number) {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout });
}

/** The page as a visitor switching tabs leaves it: hidden, as the browser tells it (visibilitychange). */
export async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
