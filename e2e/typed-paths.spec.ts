import { expect, mainHeading, test } from './support/fixtures';

// URLs a visitor types or pastes: other case, a trailing slash, a cuisine spelled with hyphens.
test.describe('paths a visitor types', () => {
  for (const [typed, canonical, heading, nav] of [
    ['/housing/', '/housing', 'Find Your Perfect Stay', 'HOUSING'],
    ['/HOUSING', '/housing', 'Find Your Perfect Stay', 'HOUSING'],
    ['/E-SHOP/SAKURA-CAP', '/e-shop/sakura-cap', 'Sakura Cap', null],
    ['/things-to-do/Diriyah', '/things-to-do/diriyah', 'Diriyah: Where the Saudi Story Began', null],
    ['/Tickets/?type=vip', '/tickets?type=vip', 'Get Your Tickets', 'TICKETS'],
  ] as const) {
    test(`${typed} is the page at ${canonical}`, async ({ page, problems }) => {
      const response = await page.goto(typed);
      expect(response!.request().redirectedFrom()?.url()).toContain(typed.split('?')[0]);
      await expect(page).toHaveURL(canonical);
      await expect(mainHeading(page, heading)).toBeVisible();
      if (nav)
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav })).toHaveAttribute(
          'aria-current',
          'page',
        );
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('an in-app navigation to a non-canonical path shows the canonical page too', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page, 'Riyadh World Expo 2030')).toBeVisible();
    await page.evaluate(() => {
      history.pushState(null, '', '/ACCESS/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/access');
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
  });

  for (const spelling of ['street-food', 'Street%20Food', 'STREET-FOOD', 'street%20food']) {
    test(`the cuisine page accepts ${spelling}`, async ({ page }) => {
      await page.goto(`/eating/cuisine/${spelling}`);
      await expect(mainHeading(page, 'Street Food')).toBeVisible();
    });
  }
});
