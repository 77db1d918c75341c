import { expect, mainHeading, test } from './support/fixtures';

test.describe('a remote that is down', () => {
  test('only its section shows the fallback; the rest of the site works; Retry recovers', async ({ page }) => {
    let accessDown = true;
    await page.route('**/mfe-access/**', (route) => (accessDown ? route.abort('connectionrefused') : route.continue()));

    await page.goto('/access');
    const fallback = page.getByTestId('section-unavailable');
    await expect(fallback).toContainText('Access is temporarily unavailable');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other sections, search and Home keep working.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E-SHOP' }).click();
    await expect(mainHeading(page, 'Official Event Merchandise')).toBeVisible();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill('vip');
    await expect(page.getByRole('option', { name: 'VIP Experience' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'EXPO2030 Guide, home' }).click();
    await expect(mainHeading(page, 'Riyadh World Expo 2030')).toBeVisible();

    // The remote comes back: Retry loads it without a page reload.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
    await expect(fallback).toBeVisible();
    accessDown = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
  });

  test('a missing manifest at start-up does not block the shell or other sections', async ({ page, problems }) => {
    // Both the build the page was rendered with (mf-manifest.<version>.json) and the current one.
    await page.route(/\/mfe-housing\/mf-manifest[^/]*\.json$/, (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await page.goto('/housing');
    await expect(page.getByTestId('section-unavailable')).toContainText('Housing is temporarily unavailable');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('a remote entry that is garbage is contained the same way', async ({ page }) => {
    await page.route('**/mfe-tickets/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not javascript {' }),
    );
    await page.goto('/tickets');
    await expect(page.getByTestId('section-unavailable')).toContainText('Tickets is temporarily unavailable');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'DINING' }).click();
    await expect(mainHeading(page, 'Culinary Experiences')).toBeVisible();
  });
});
