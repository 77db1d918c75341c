import { MAIN_ROUTES, expect, mainHeading, test } from './support/fixtures';

test.describe('navigation', () => {
  test('each nav item loads its section, marks itself current and sets the title', async ({ page, problems }) => {
    await page.goto('/');
    await expect(mainHeading(page, 'Riyadh World Expo 2030')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const route of MAIN_ROUTES.filter((r) => r.nav)) {
      await nav.getByRole('link', { name: route.nav!, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(mainHeading(page, route.heading)).toBeVisible();
      await expect(nav.getByRole('link', { name: route.nav!, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page).toHaveTitle(route.title);
    }
    await page.getByRole('link', { name: 'EXPO2030 Guide, home' }).click();
    await expect(mainHeading(page, 'Riyadh World Expo 2030')).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('home links: hero and the tickets banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Tickets Now' })).toHaveAttribute('href', '/tickets');
    await expect(page.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/tickets');
    await expect(page.getByRole('link', { name: 'Group Rates' })).toHaveAttribute('href', '/tickets#group-rates');
    for (const text of [
      'Oct 1, 2030 – Mar 31, 2031',
      'Riyadh Expo City',
      'Daily 9:00 AM – 10:00 PM',
      'Last entry 8:30 PM',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Secure Your Tickets Today' })).toBeVisible();
  });

  test('every navigation starts at the top of the page', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page, 'Riyadh World Expo 2030')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header shrinks after 20px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-shrunk', 'false');
    const tall = await header.boundingBox();
    const logo = header.getByRole('link', { name: 'EXPO2030 Guide, home' });
    const logoSize = () => logo.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    const fullLogoSize = await logoSize();
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-shrunk', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute('data-shrunk', 'true');
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall!.height);
    await expect.poll(logoSize).toBeLessThan(fullLogoSize);
    // Back at the top, it is full size again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-shrunk', 'false');
    await expect.poll(async () => (await header.boundingBox())!.height).toBe(tall!.height);
    await expect.poll(logoSize).toBe(fullLogoSize);
  });

  test('the skip link is the first tab stop and moves focus to the content', async ({ page }) => {
    await page.goto('/access');
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('footer: link columns, newsletter check and confirmation, current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Expo Info' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Resources' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    const email = footer.getByLabel('Email address');
    await email.fill('nope');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('visitor@example.com');
    await email.press('Enter');
    await expect(footer.getByRole('status')).toContainText('visitor@example.com is on the list');
  });
});
