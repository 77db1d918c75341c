import { expect, mainHeading, waitForHomeWidgets, test } from './support/fixtures';

test('the cart is one store: two sections add, the shell counts, it survives reloads and moves', async ({ page }) => {
  await page.goto('/');
  const cart = page.getByRole('banner').getByRole('button', { name: /^Cart,/ });
  await expect(cart).toHaveAccessibleName('Cart, 0 items');
  // Home's merchandise section (from the shop remote)…
  await waitForHomeWidgets(page);
  await page.getByRole('button', { name: 'Add to Cart, Sakura Cap' }).click();
  await page.getByRole('button', { name: 'Add to Cart, Sakura Cap' }).click();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
  // …and the shop page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'E-SHOP' }).click();
  await expect(mainHeading(page, 'Official Event Merchandise')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart, Pavilion Pin Set' }).click();
  await expect(cart).toHaveAccessibleName('Cart, 3 items');

  await page.reload();
  await expect(cart).toHaveAccessibleName('Cart, 3 items');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCESS' }).click();
  await expect(mainHeading(page, 'Access & Directions')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 3 items');

  await cart.click();
  const drawer = page.getByRole('region', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$49.97');
  await drawer.getByRole('button', { name: 'Increase quantity of Pavilion Pin Set' }).click();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$59.96');
  await drawer.getByRole('button', { name: 'Remove Sakura Cap' }).click();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$19.98');
  await expect(drawer).toContainText('Checkout is not available');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
});

test('a corrupted stored cart starts empty without breaking the page', async ({ page, problems }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('expo-guide-cart', '{"state":{"items":[{"productId":1}]'));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
