import { MAIN_ROUTES, expect, expectNoA11yViolations, mainHeading, test } from './support/fixtures';

test.describe('accessibility (axe-core)', () => {
  for (const route of MAIN_ROUTES) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await page.goto(route.path);
      await expect(mainHeading(page, route.heading)).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  for (const [path, heading] of [
    ['/housing/all', 'All Accommodations'],
    ['/housing/centro-waha', 'Centro Waha'],
    ['/e-shop/sakura-cap/details', 'Sakura Cap'],
    ['/e-shop/gelato/gelato-expo-mug', 'Expo 2030 Mug'],
    ['/e-shop/product/nope', 'Product not found'],
  ]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  test('the 404 page, the open search palette and the open mobile menu', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the section fallback', async ({ page }) => {
    await page.route('**/mfe-dining/**', (route) => route.abort());
    await page.goto('/eating');
    await expect(page.getByTestId('section-unavailable')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
