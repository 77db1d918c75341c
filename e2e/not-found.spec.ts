import { expect, test } from './support/fixtures';

for (const path of ['/no-such-page', '/housing/no/such/page']) {
  test(`unknown path ${path} shows the 404 page and logs the path`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(path);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // The page is readable from the server's HTML; the browser logs the path once it has hydrated.
    await expect.poll(() => logged.some((line) => line.includes(path))).toBe(true);
    await expect(page).toHaveTitle('Page not found | Expo Guide');
  });
}
