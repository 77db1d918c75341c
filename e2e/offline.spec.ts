import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { pathInLocale } from 'shared/site';
import { loadRegistry } from 'site-server';
import { OFFLINE_READY_MARK } from 'shell/startup-marks';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/browser';
import { deployableCopy } from './support/deployableCopy';
import { waitForMark } from './support/marks';
import { MAIN_ROUTES, expect, expectNoA11yViolations, test } from './support/fixtures';
import { withSiteServer } from './support/withSiteServer';

// The service worker is in these tests (the others block it: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Detail pages read offline, each with its own heading (a not-found page must not pass for one). */
const DETAIL_PAGES = [
  ['/things-to-do/diriyah', 'Diriyah: Where the Saudi Story Began', 'الدرعية: حيث بدأت الحكاية السعودية'],
  ['/eating/najd-village', 'Najd Village', 'قرية نجد'],
  ['/housing/four-seasons-riyadh', 'Four Seasons Riyadh', 'فورسيزونز الرياض'],
  ['/e-shop/sakura-cap', 'Sakura Cap', 'قبعة ساكورا'],
] as const;

/** Waits until the service worker holds the current remotes (the page has checked once). */
async function offlineReady(page: Page) {
  await waitForMark(page, OFFLINE_READY_MARK, 20_000);
}

/** The page as a visitor sees it with no network: the page's heading, and the offline notice. */
async function expectReadableOffline(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toHaveText(heading);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('offline after one visit', () => {
  test('every main route and detail page in English, with no network', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/faq');
    await offlineReady(page);
    await context.setOffline(true);
    for (const route of MAIN_ROUTES) await expectReadableOffline(page, route.path, route.heading);
    for (const [path, heading] of DETAIL_PAGES) await expectReadableOffline(page, path, heading);
    await expectNoA11yViolations(page);
  });

  test('every main route and detail page in Arabic, with no network', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto('/ar/access');
    await offlineReady(page);
    await context.setOffline(true);
    for (const route of MAIN_ROUTES)
      await expectReadableOffline(page, pathInLocale(route.path, 'ar'), route.arabicHeading);
    for (const [path, , arabicHeading] of DETAIL_PAGES)
      await expectReadableOffline(page, pathInLocale(path, 'ar'), arabicHeading);
    await expect(page.getByTestId('offline-notice')).toContainText('أنت غير متصل بالإنترنت');
    await expectNoA11yViolations(page);
  });

  test("live data offline: the hotels' error with the demo hotels, the shop's fixed products", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await offlineReady(page);
    await context.setOffline(true);
    await page.goto('/housing');
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading hotels' })).toBeVisible();
    await expect(page.getByTestId('hotel-card')).toHaveCount(3);
    // Home's merchandise: the print-on-demand products need the network; the four fixed products are the shop's own.
    await page.goto('/');
    const merchandise = page.getByRole('region', { name: 'Event Merchandise' });
    await expect(merchandise.getByTestId('merch-card')).toHaveCount(4);
    await expect(merchandise.getByTestId('pod-info')).toHaveCount(0);
    await page.goto('/e-shop');
    await expect(page.getByTestId('shop-product')).toHaveCount(6);
  });

  test("a section this device has not saved is the site's offline page, inside the header and footer", async ({
    page,
    context,
  }) => {
    // The tickets remote could not be fetched during the visit: the worker holds everything else.
    await context.route('**/mfe-tickets/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await offlineReady(page);
    await context.setOffline(true);
    await page.goto('/tickets');
    await expect(page.getByTestId('section-unavailable')).toContainText('You are offline');
    await expect(page.getByTestId('section-unavailable')).toContainText('This page is not saved on this device yet.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Access' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The rest of the site still opens.
    await expectReadableOffline(page, '/access', 'Access & Directions');
  });

  test('with the server down (not the network), the site stays readable', async ({ page }) => {
    let base = '';
    await withSiteServer({}, async (siteBase) => {
      base = siteBase;
      await page.goto(`${base}/`);
      await offlineReady(page);
    });
    // The server has stopped: every request to it is refused.
    await page.goto(`${base}/things-to-do`);
    await expect(page.locator('main h1').first()).toHaveText(
      MAIN_ROUTES.find((route) => route.path === '/things-to-do')!.heading,
    );
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await page.goto(`${base}/ar/eating`);
    await expect(page.locator('main h1').first()).toHaveText(
      MAIN_ROUTES.find((route) => route.path === '/eating')!.arabicHeading,
    );
  });
});

test.describe('redeploys reach an open page', () => {
  test('a remote redeployed while the visitor is offline: back online, "A new version is available", and Reload brings the new build', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const copy = deployableCopy(['mfe-access']);
    try {
      await withSiteServer({ repoRoot: copy.root, registry: loadRegistry({}) }, async (base) => {
        await page.goto(`${base}/access`);
        await offlineReady(page);
        await expect(page.getByText('A new version is available')).toHaveCount(0);
        // Redeployed while the visitor is offline: the page learns of it when they are back online.
        await page.context().setOffline(true);
        const version = copy.redeployRemote('mfe-access');
        // The server renders with the new build within seconds.
        await expect
          .poll(async () => (await (await fetch(`${base}/access`)).text()).includes(`mf-manifest.${version}.json`), {
            timeout: 15_000,
          })
          .toBe(true);
        await expect(page.getByText('A new version is available')).toHaveCount(0);
        await page.context().setOffline(false);
        const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
        await expect(prompt).toBeVisible();
        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await offlineReady(page);
        expect(await page.locator('#expo-page-state').textContent()).toContain(`mf-manifest.${version}.json`);
        await expect(page.getByText('A new version is available')).toHaveCount(0);
      });
    } finally {
      copy.remove();
    }
  });

  test('a new shell build: its worker waits for the Reload, then takes over', async ({ page }) => {
    // The prompt alone may take its 30 s under a full run's load, so the test has room for it and the rest.
    test.setTimeout(60_000);
    const copy = deployableCopy(['shell']);
    try {
      await withSiteServer({ repoRoot: copy.root, registry: loadRegistry({}) }, async (base) => {
        await page.goto(`${base}/`);
        await offlineReady(page);
        const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
        copy.redeployShell();
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
        // The new worker first installs (fetches and caches the new shell's files), then waits: about
        // 2.5 s on a quiet machine, past 10 s once in a full CI run.
        await expect(prompt).toBeVisible({ timeout: 30_000 });
        // Not swapped under the visitor: the old worker still controls the page.
        expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
        const reloaded = page.waitForEvent('load');
        await prompt.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
        expect(firstWorker).toMatch(/\/sw\.js$/);
      });
    } finally {
      copy.remove();
    }
  });
});

test.describe('installable', () => {
  // Chromium reports an incognito window (every Playwright context but a persistent one) as not installable.
  let context: BrowserContext;
  test.beforeAll(async () => {
    context = await chromium.launchPersistentContext('', CHROMIUM_LAUNCH_OPTIONS);
  });
  test.afterAll(() => context.close());

  for (const [path, lang, name] of [
    ['/', 'en', 'Expo Guide'],
    ['/ar', 'ar', 'دليل إكسبو'],
  ]) {
    test(`${path}: Chromium's installability check passes, with the manifest in the page's language`, async ({
      baseURL,
    }) => {
      const page = await context.newPage();
      await page.goto(`${baseURL}${path}`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data!);
      expect(url).toMatch(/\/manifest(\.ar)?\.webmanifest$/);
      expect(manifest).toMatchObject({
        lang,
        short_name: name,
        display: 'standalone',
        start_url: '/',
        theme_color: '#0b5d4b',
      });
      // Each icon is a PNG of the size it says.
      for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
        const png = Buffer.from(await (await page.request.get(`${baseURL}${icon.src}`)).body());
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      }
      expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain('maskable');
      await page.close();
    });
  }
});
