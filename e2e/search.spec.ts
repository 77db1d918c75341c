import { expect, mainHeading, test } from './support/fixtures';

test.describe('search palette', () => {
  test('by mouse: open from the header, filter, pick a product category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the expo' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').fill('apparel');
    // 'Apparel' is contributed by the e-shop remote's exposed search module.
    await dialog.getByRole('option', { name: 'Apparel' }).click();
    await expect(page).toHaveURL('/e-shop?category=apparel');
    await expect(dialog).toBeHidden();
    await expect(mainHeading(page, 'Official Event Merchandise')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog').getByRole('combobox')).toHaveValue('');
  });

  test('by keyboard: Ctrl+K, type, arrows and Enter', async ({ page }) => {
    await page.goto('/access');
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog').getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('vip');
    await expect(page.getByRole('option')).toHaveText(['VIP Experience']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tickets?type=vip');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('groups results, caps the list at 300px, finds the venue and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    await expect(mainHeading(page, 'Riyadh World Expo 2030')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    const listbox = dialog.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const box = await listbox.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(300);
    await expect(dialog.getByText('Pages', { exact: true })).toBeVisible();
    await dialog.getByRole('combobox').fill('ticket');
    await expect(dialog.getByRole('option', { name: 'Tickets' })).toBeVisible();
    await dialog.getByRole('combobox').fill('expo city');
    await dialog.getByRole('option', { name: /Riyadh Expo City/ }).click();
    await expect(page).toHaveURL('/access');
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill('zzzz-nothing');
    await expect(page.getByText('No results found.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Enter right after typing goes where the typed text leads, even before the list has caught up', async ({
    page,
    context,
  }) => {
    await page.goto('/access');
    await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('dialog').getByRole('combobox');
    // Every section's entries are in (VIP comes from the tickets remote); the list shows everything again.
    await input.fill('vip');
    await expect(page.getByRole('option')).toHaveText(['VIP Experience']);
    await input.fill('');
    await expect(page.getByRole('option', { name: 'Home' })).toBeVisible();
    // A slow phone: the list redraws after the keys, and Enter comes before it has.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.keyboard.type('vip');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/tickets?type=vip');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});
