import type { Page } from '@playwright/test';

/**
 * Scripts matching `url` wait until the test calls the function this returns: the server's HTML is on
 * screen, their part not hydrated. The page's load event waits for them too (the first script preloads
 * them), so a page opened with them held is awaited until its DOM is in, not its load.
 */
export async function holdScripts(page: Page, url: string | RegExp) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
