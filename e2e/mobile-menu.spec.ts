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
  // The six sections, then the practical page (prayer times, water, first aid).
  await expect(menu.getByRole('link')).toHaveCount(7);
  await menu.getByRole('link', { name: 'TICKETS' }).click();
  await expect(page).toHaveURL('/tickets');
  await expect(menu).toBeHidden();
  await expect(mainHeading(page, 'Get Your Tickets')).toBeVisible();

  await toggle.click();
  await expect(menu.getByRole('link', { name: 'TICKETS' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('the mobile menu, the footer, /venue and /access lead to the practical page, in both languages', async ({
  page,
}) => {
  for (const [from, menuName, name, heading] of [
    ['/', 'Mobile', 'Practical information', 'Practical information'],
    ['/ar', 'قائمة الجوال', 'معلومات عملية', 'معلومات عملية'],
  ] as const) {
    await page.goto(from);
    await page.getByRole('button', { name: from === '/' ? 'Open menu' : 'فتح القائمة' }).click();
    await page.getByRole('navigation', { name: menuName }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute(
      'href',
      from === '/' ? '/practical' : '/ar/practical',
    );
  }
  for (const [from, name] of [
    ['/venue', 'Prayer times and practical information'],
    ['/ar/access', 'مواقيت الصلاة ومعلومات عملية'],
  ] as const) {
    await page.goto(from);
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL(from.startsWith('/ar') ? '/ar/practical' : '/practical');
  }
});
