import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A slow phone's first seconds: the server's page is on screen and its buttons have no handlers yet,
 * because the app's scripts are still on their way. Here they are held back until the test lets them
 * go; a tap meanwhile must be answered once the app has started (shell/src/startup/earlyClicks.ts).
 */
async function openWithAppHeldBack(page: Page, path: string) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not awaited: the fixture's goto returns once the app is interactive, which waits for the release.
  const interactive = page.goto(path);
  interactive.catch(() => undefined); // awaited by start(); a test that leaves the page first never does
  await untilTapsAreHeld(page);
  return {
    start: async () => {
      release();
      await interactive;
    },
  };
}

/** Once the shell's first script runs (and before the app starts), taps on buttons are held (earlyClicks.ts). */
const untilTapsAreHeld = (page: Page) =>
  page.waitForFunction(() => typeof (window as { expoEarlyClicks?: unknown }).expoEarlyClicks === 'function');

const appStarted = (page: Page) => page.evaluate(() => performance.getEntriesByName('expo:interactive').length > 0);

test('a tap on the search button before the app has started opens the palette once it has', async ({ page }) => {
  const app = await openWithAppHeldBack(page, '/');
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  expect(await appStarted(page)).toBe(false);
  await app.start();
  const dialog = page.getByRole('dialog', { name: 'Search the expo' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').fill('najd');
  await expect(dialog.getByRole('option', { name: /Najd Village/ }).first()).toBeVisible();
});

test('a tap while the rest of a long page is still arriving is held too', async ({ page }) => {
  // The end of the page is slow to come (here a script before </body> the parser waits for): the top is
  // on screen and tappable, and the shell's first script must already hold taps, not only once the
  // whole page has been parsed.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const HOLD = '/__the-rest-of-the-page.js';
  await page.route(HOLD, async (route) => {
    await released;
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', `<script src="${HOLD}"></script></body>`);
      const headers = { ...response.headers() };
      for (const name of ['content-encoding', 'content-length', 'etag']) delete headers[name];
      await route.fulfill({ response, headers, body: html });
    },
  );
  const interactive = page.goto('/');
  interactive.catch(() => undefined);
  // Before the end of the page: a first script run only once the page is parsed never gets here.
  await untilTapsAreHeld(page);
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  expect(await appStarted(page)).toBe(false);
  release();
  await interactive;
  await expect(page.getByRole('dialog', { name: 'Search the expo' })).toBeVisible();
});

test("Add to Cart tapped on Home's merchandise before the app has started still adds", async ({ page }) => {
  const app = await openWithAppHeldBack(page, '/');
  const add = page.getByRole('button', { name: 'Add to Cart, Sakura Cap' });
  await add.scrollIntoViewIfNeeded();
  await add.click();
  expect(await appStarted(page)).toBe(false);
  await app.start();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart,/ })).toHaveAccessibleName('Cart, 1 item');
});

test('a ticket type chosen before the app has started is chosen once it has', async ({ page }) => {
  const app = await openWithAppHeldBack(page, '/tickets');
  await page.getByTestId('ticket-vip').getByRole('button').click();
  expect(await appStarted(page)).toBe(false);
  await app.start();
  await expect(page.getByTestId('ticket-vip').getByRole('button')).toHaveText('Selected');
  await expect(page).toHaveURL('/tickets?type=vip');
});

test('arrow keys and Enter on tabs before the app has started choose the tab they reached once it has', async ({
  page,
}) => {
  const app = await openWithAppHeldBack(page, '/access');
  await page.getByRole('tab', { name: 'Train' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  expect(await appStarted(page)).toBe(false);
  await app.start();
  await expect(page.getByRole('tab', { name: 'Car' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('¥300–500 per hour');
});

test('a booking form filled in before the app has started keeps every answer once it has', async ({ page }) => {
  const app = await openWithAppHeldBack(page, '/tickets');
  const name = page.getByLabel('Full name');
  const count = page.getByLabel('Number of tickets');
  const news = page.getByRole('checkbox', { name: 'Send me expo news and offers' });
  await name.fill('Aisha');
  await count.selectOption({ label: '3 Tickets' });
  // A tap: the box is ticked once the app has started (held until then, as a button's click is).
  await news.click();
  expect(await appStarted(page)).toBe(false);
  await app.start();
  // The form renders again with the next answer: the earlier ones are in its state, not only on screen.
  await page.getByLabel('Email', { exact: true }).fill('aisha@example.com');
  await expect(name).toHaveValue('Aisha');
  await expect(count).toHaveValue('3');
  await expect(news).toBeChecked();
  await news.uncheck();
  await expect(news).not.toBeChecked();
});

test('a link followed before the app has started is the browser’s: the page it names opens', async ({ page }) => {
  await openWithAppHeldBack(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TICKETS' }).click();
  await expect(page).toHaveURL('/tickets');
});

test('a visitor who scrolled before the app started stays where they were once it has', async ({ page }) => {
  const app = await openWithAppHeldBack(page, '/');
  await page.getByRole('button', { name: 'Add to Cart, Sakura Cap' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await app.start();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A navigation still starts at the top.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TICKETS' }).click();
  await expect(page).toHaveURL('/tickets');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
