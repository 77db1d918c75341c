import { expect, test } from './support/fixtures';

/** The stock-photo host cannot be reached here: its requests are answered empty, and only their timing is read. */
const PHOTO_HOST = 'https://images.unsplash.com/**';

const heroBackground = (page: import('@playwright/test').Page) =>
  page.getByTestId('hero-banner').evaluate((hero) => getComputedStyle(hero).backgroundImage);

test.describe('the hero photo, decoration behind the first words', () => {
  for (const path of ['/', '/access', '/ar/housing']) {
    test(`${path} fetches it once the text is on screen, then shows it`, async ({ page }) => {
      await page.route(PHOTO_HOST, (route) => route.fulfill({ status: 204 }));
      await page.goto(path);
      await expect.poll(() => heroBackground(page)).toContain('url("https://images.unsplash.com/');
      const photo = /url\("([^"]+)"\)/.exec(await heroBackground(page))![1];
      // Both in the page's own clock: when the first text was painted, and when the photo was asked for.
      const { firstPaint, requested } = await page.evaluate(
        (url) => ({
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
          requested: performance.getEntriesByName(url, 'resource')[0]?.startTime,
        }),
        photo,
      );
      expect(requested).toBeGreaterThanOrEqual(firstPaint);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is shown at once', async ({ page }) => {
      await page.route(PHOTO_HOST, (route) => route.fulfill({ status: 204 }));
      await page.goto('/access');
      expect(await heroBackground(page)).toContain('url("https://images.unsplash.com/');
    });
  });
});
