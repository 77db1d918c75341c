import { expect, mainHeading, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu slides in, navigates and closes on navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(6);
  await menu.getByRole('link', { name: 'TICKETS' }).click();
  await expect(page).toHaveURL('/tickets');
  await expect(menu).toBeHidden();
  await expect(mainHeading(page, 'Get Your Tickets')).toBeVisible();

  await toggle.click();
  await expect(menu.getByRole('link', { name: 'TICKETS' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});
