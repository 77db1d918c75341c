import type { FastifyPluginAsync } from 'fastify';
import { hotelsApi } from '../mfe-housing/server';
import {
  expect,
  expectNoA11yViolations,
  mainHeading,
  reachHomeWidget,
  waitForHomeWidgets,
  test,
} from './support/fixtures';
import { withSiteServer } from './support/withSiteServer';

test.describe('/e-shop', () => {
  test('category from the query, count, view toggle, pagination and product links', async ({ page, problems }) => {
    await page.goto('/e-shop?category=apparel');
    await expect(mainHeading(page, 'Official Event Merchandise')).toBeVisible();
    await expect(page.getByTestId('product-count')).toHaveText('Showing 2 products');
    await expect(page.getByTestId('shop-product')).toHaveCount(2);
    await page.getByRole('button', { name: 'All Products' }).click();
    await expect(page).toHaveURL('/e-shop');
    await expect(page.getByTestId('product-count')).toHaveText('Showing 6 products');

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByTestId('product-grid')).toHaveAttribute('data-view', 'list');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeVisible();

    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'View Details, Pavilion Pin Set' }).click();
    await expect(page).toHaveURL('/e-shop/product/pavilion-pin-set');
    await expect(mainHeading(page, 'Pavilion Pin Set')).toBeVisible();
    await expectNoA11yViolations(page);
    expect(problems.pageErrors).toEqual([]);
  });

  test('an unknown product stays inside the shop with a way back', async ({ page }) => {
    await page.goto('/e-shop/product/does-not-exist');
    await expect(mainHeading(page, 'Product not found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(mainHeading(page, 'Official Event Merchandise')).toBeVisible();
  });
});

test.describe('merchandise section on Home', () => {
  test('with its API up: fixed and print-on-demand products, the Gelato box, working links', async ({ page }) => {
    await page.goto('/');
    await waitForHomeWidgets(page);
    const section = page.getByRole('region', { name: 'Event Merchandise' });
    await expect(section.getByTestId('pod-info')).toContainText('Print-on-Demand via Gelato');
    await expect(section.getByTestId('merch-card')).toHaveCount(7);
    await expectNoA11yViolations(page);
    await section.getByRole('link', { name: 'Customize, Riyadh Skyline Poster' }).click();
    await expect(mainHeading(page, 'Riyadh Skyline Poster')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goBack();
    await waitForHomeWidgets(page);
    await page.getByRole('link', { name: 'Details, Sakura Cap' }).click();
    await expect(page).toHaveURL('/e-shop/sakura-cap/details');
    await expect(mainHeading(page, 'Sakura Cap')).toBeVisible();
  });

  // The site's server renders Home with the shop's API as well: these faults are the server's, so its render meets them too.
  test('with its API down: only the fixed products, no Gelato box; the rest of Home renders', async ({ page }) => {
    // A site server with no Gelato API at all: /api/gelato/* answers 404, for its render and for the browser.
    await withSiteServer({ apiPlugins: [hotelsApi()] }, async (base) => {
      await page.route('**/api/gelato/**', (route) => route.abort('connectionrefused'));
      await page.goto(`${base}/`);
      await waitForHomeWidgets(page);
      const section = page.getByRole('region', { name: 'Event Merchandise' });
      await expect(section.getByTestId('merch-card')).toHaveCount(4);
      await expect(section.getByTestId('pod-info')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Secure Your Tickets Today' })).toBeVisible();
    });
  });

  test('with garbage from its API: the alert and the toast', async ({ page }) => {
    // Garbage where the products should be (a broken proxy in front of the API), for the server's render and the browser.
    const garbage: FastifyPluginAsync = async (api) => {
      api.get('/gelato/products', async (_request, reply) => reply.type('application/json').send('<<not json'));
      api.get('/gelato/catalog', async () => []);
    };
    await withSiteServer({ apiPlugins: [hotelsApi(), garbage] }, async (base) => {
      await page.goto(`${base}/`);
      await waitForHomeWidgets(page);
      // The alert and the toast are the browser's: they show once the visitor reaches the section and its code has run.
      await reachHomeWidget(page, 'Event Merchandise');
      await expect(page.getByText('Unable to load print-on-demand products. Please try again later.')).toBeVisible();
      await expect(page.getByText('Failed to load print-on-demand products')).toBeVisible();
    });
  });

  test('with the shop remote down: a small notice, and the rest of Home renders', async ({ page }) => {
    await page.route('**/mfe-shop/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await waitForHomeWidgets(page);
    // The server's copy stays readable until the visitor reaches it; then its code fails to load.
    await reachHomeWidget(page, 'Event Merchandise');
    await expect(page.getByTestId('section-unavailable')).toContainText('Event Merchandise is temporarily unavailable');
    await expect(page.getByRole('heading', { name: 'Secure Your Tickets Today' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Plan Your Visit' })).toBeVisible();
  });
});
