import { expect, mainHeading, test } from './support/fixtures';

const HUGE = 'x'.repeat(6_000);

/** Garbage in the URL or in storage: each page renders with sensible defaults or its not-found message. */
const CASES: Array<{
  path: string;
  heading: string;
  check?: (page: import('@playwright/test').Page) => Promise<void>;
}> = [
  {
    path: '/e-shop?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    heading: 'Official Event Merchandise',
    check: async (page) => expect(page.getByTestId('product-count')).toHaveText('Showing 6 products'),
  },
  {
    path: `/e-shop?category=${HUGE}`,
    heading: 'Official Event Merchandise',
    check: async (page) => expect(page.getByTestId('product-count')).toHaveText('Showing 6 products'),
  },
  {
    path: '/e-shop?category=apparel&category=artwork',
    heading: 'Official Event Merchandise',
    check: async (page) => expect(page.getByTestId('product-count')).toHaveText('Showing 6 products'),
  },
  {
    path: '/tickets?type=unknown',
    heading: 'Get Your Tickets',
    check: async (page) => expect(page.getByTestId('ticket-general').getByRole('button')).toHaveText('Selected'),
  },
  {
    path: '/tickets?type=vip&type=family',
    heading: 'Get Your Tickets',
    check: async (page) => expect(page.getByTestId('summary-total')).toHaveText('$55.98'),
  },
  { path: `/tickets?type=${HUGE}#group-rates`, heading: 'Get Your Tickets' },
  {
    path: '/housing?location=%00%E0%A4%A&guests=999',
    heading: 'Find Your Perfect Stay',
    check: async (page) => expect(page.getByLabel('Location')).toHaveValue('Osaka'),
  },
  { path: '/things-to-do/%E0%A4%A', heading: 'Article Not Found' },
  { path: '/things-to-do/does-not-exist', heading: 'Article Not Found' },
  { path: '/things-to-do/category/nope', heading: 'Category not found' },
  { path: '/e-shop/product/999999', heading: 'Product not found' },
  { path: '/e-shop/gelato/%3Cimg%20src%3Dx%3E', heading: 'Product not found' },
  { path: '/housing/%3Cscript%3Ealert(1)%3C%2Fscript%3E', heading: 'Accommodation not found' },
  { path: '/eating/cuisine/%25', heading: 'Cuisine not found' },
  { path: '/events/nope', heading: 'Event not found' },
];

for (const { path, heading, check } of CASES) {
  test(`${path.slice(0, 70)} renders '${heading}' with no uncaught error`, async ({ page, problems }) => {
    await page.goto(path);
    await expect(mainHeading(page, heading)).toBeVisible();
    if (check) await check(page);
    expect(problems.pageErrors).toEqual([]);
    // Only the expected console errors: none from our code for bad input.
    expect(problems.consoleErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
}

test('corrupted or hostile localStorage never breaks a page', async ({ page, problems }) => {
  await page.goto('/');
  for (const value of [
    'not json',
    '{"state":{"items":"lots"},"version":1}',
    '{"state":{"items":[{"productId":"x","title":"<img src=x onerror=alert(1)>","unitPrice":-5,"quantity":1e9}]},"version":1}',
    '{"version":99}',
    'null',
  ]) {
    await page.evaluate((raw) => localStorage.setItem('expo-guide-cart', raw), value);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  }
  expect(problems.pageErrors).toEqual([]);
});
