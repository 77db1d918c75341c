import { MAIN_ROUTES, expect, test } from './support/fixtures';

/** Detail pages, one per kind, with the heading their server HTML must hold. */
const DETAIL_PAGES = [
  { path: '/housing/four-seasons-riyadh', text: 'Four Seasons' },
  { path: '/eating/najd-village', text: 'Najd Village' },
  { path: '/things-to-do/diriyah', text: 'Diriyah' },
  { path: '/e-shop/sakura-cap', text: 'Sakura Cap' },
  { path: '/faq', text: 'FAQ' },
  { path: '/about', text: 'About the Expo' },
];

const NOT_FOUND = ['/no-such-page', '/housing/no/such/page', '/things-to-do/no-such-article', '/e-shop/no-such-product', '/eating/no-such-restaurant', '/e-shop/product/999'];

test.describe('server-rendered HTML', () => {
  for (const route of MAIN_ROUTES) {
    test(`${route.path} answers 200 with its content, title and metadata in the HTML`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(route.heading.replace(/&/g, '&amp;'));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      // Styled before any script runs: the critical CSS is in the page.
      expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    });
  }

  test("Home's section widgets are in its HTML", async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const heading of ['Things to Experience', 'Culinary Experiences', 'Event Merchandise']) expect(html).toContain(heading);
  });

  for (const { path, text } of DETAIL_PAGES) {
    test(`${path} is in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(text);
    });
  }

  for (const path of NOT_FOUND) {
    test(`${path} answers 404 with its not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toMatch(/Not Found|not found/);
    });
  }

  test('/faqs is a real 301 to /faq', async ({ request }) => {
    const response = await request.get('/faqs', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/faq');
  });
});

test.describe('hydration', () => {
  for (const route of MAIN_ROUTES) {
    test(`${route.path} hydrates the server's HTML with no error or warning, and the page works`, async ({ page, problems }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      // The shell's script has run and hydrated: the header's search button opens the palette.
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(warnings.filter((text) => /hydrat|did not match|server/i.test(text))).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every main page reads, and the nav, footer and card links lead on', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const route of MAIN_ROUTES.filter((candidate) => candidate.nav)) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: route.nav! }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'About the Expo' })).toBeVisible();
  });

  test('interactive parts show their first state: Access the train directions, Tickets the General Admission summary', async ({ page }) => {
    await page.goto('/access');
    await expect(page.getByText(/train/i).first()).toBeVisible();
    await page.goto('/tickets');
    await expect(page.getByText('General Admission').first()).toBeVisible();
  });
});
