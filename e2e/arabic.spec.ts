import { pathInLocale } from 'shared/site';
import { MAIN_ROUTES, expect, expectNoA11yViolations, test, waitForHomeWidgets } from './support/fixtures';

/** The page's visible text that has English words in it, leaving out what stays Latin on purpose (the brand, the language switch, prices). */
async function englishLeft(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement!;
      if (!text || element.closest('[lang="en"]') || !element.checkVisibility()) continue;
      // An email address or a web address is not copy.
      if (/^[\w.+-]+@[\w.-]+$|^https?:\/\//.test(text)) continue;
      if (/[A-Za-z]{3,}/.test(text) && !/[\u0600-\u06FF]/.test(text)) found.push(text);
    }
    return found;
  });
}

test.describe('the Arabic site', () => {
  for (const route of MAIN_ROUTES) {
    const arabicPath = pathInLocale(route.path, 'ar');
    test(`${arabicPath}: server-rendered right to left in Arabic, hydrated with no error, axe-clean`, async ({
      page,
      problems,
    }) => {
      const response = await page.goto(arabicPath);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<html lang="ar" dir="rtl">');
      // The head speaks the page's language: an Arabic title with the Arabic brand, and the site's Arabic name for link previews.
      expect(html).toMatch(/<title>[^<A-Za-z]*دليل إكسبو[^<A-Za-z]*<\/title>/);
      expect(html).toContain('<meta property="og:site_name" content="دليل إكسبو" />');
      // Every language's URL of the page, and English as the default.
      for (const [hreflang, path] of [
        ['en', route.path],
        ['ar', arabicPath],
        ['x-default', route.path],
      ])
        expect(html).toMatch(
          new RegExp(
            `<link rel="alternate" hreflang="${hreflang}" href="https?://[^/]+${path === '/' ? '/' : path}" />`,
          ),
        );
      const heading = page.locator('main h1').first();
      await expect(heading).toHaveText(route.arabicHeading);
      if (route.path === '/') await waitForHomeWidgets(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('main h1')!).direction)).toBe('rtl');
      await expectNoA11yViolations(page);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }

  test('in-site links on an Arabic page stay in Arabic, but for the switch to English', async ({ page }) => {
    await page.goto('/ar/things-to-do');
    const hrefs = await page
      .locator('a[href^="/"]:not([lang])')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => href !== '/ar' && !href.startsWith('/ar/'))).toEqual([]);
  });

  test('the language switch keeps the page and its query, both ways', async ({ page }) => {
    await page.goto('/e-shop?category=apparel');
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/e-shop\?category=apparel$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/e-shop\?category=apparel$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the switch is remembered for the next visit to the site address; a link still gets its own language', async ({
    page,
    baseURL,
  }) => {
    const languageOfHome = async () => page.locator('html').getAttribute('lang');
    await page.goto('/housing');
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/housing$/);
    // The next visit, by the address bar or a bookmark: Arabic.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    expect(await languageOfHome()).toBe('ar');
    // A link to the English site, from another site: English.
    await page.setContent(`<a href="${baseURL}/">Expo Guide</a>`);
    await page.getByRole('link', { name: 'Expo Guide' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await languageOfHome()).toBe('en');
    // An English page named by its address stays English.
    await page.goto('/access');
    expect(await languageOfHome()).toBe('en');
    // Choosing English is remembered too.
    await page.goto('/ar/access');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/access$/);
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    expect(await languageOfHome()).toBe('en');
  });

  test('the switch is in the mobile menu too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/access');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const menu = page.getByRole('navigation', { name: 'قائمة الجوال' });
    await expect(menu.getByRole('link', { name: 'كيفية الوصول' })).toBeVisible();
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/access$/);
  });

  test('the palette searches Arabic titles: الدرعية finds Diriyah', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: /^بحث/ }).click();
    await page.getByRole('combobox').fill('الدرعية');
    const option = page.getByRole('option', { name: /الدرعية/ }).first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/ar\/things-to-do\/diriyah$/);
  });

  test('an unknown Arabic page is a 404 in Arabic', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  });

  test('the Arabic font is declared once, by the server, and each weight fetched once: hydrating re-reads no @font-face', async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/ar/housing');
    await page.waitForLoadState('networkidle');
    const faces = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule) => rule instanceof CSSFontFaceRule)
          .map(() => (sheet.ownerNode as Element | null)?.id ?? ''),
      ),
    );
    expect(faces).toEqual(['arabic-font-faces', 'arabic-font-faces']);
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(new Set(fontRequests).size).toBe(fontRequests.length);
  });
});

// Right to left at both sizes: nothing wider than the screen, text starting at the right, and no English left in a page's main content.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`the Arabic main routes at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    for (const route of MAIN_ROUTES) {
      const arabicPath = pathInLocale(route.path, 'ar');
      test(`${arabicPath} fits, reads right to left and is all Arabic`, async ({ page }, testInfo) => {
        await page.goto(arabicPath);
        await expect(page.locator('main h1').first()).toHaveText(route.arabicHeading);
        if (route.path === '/') await waitForHomeWidgets(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        // The hero's heading starts at the right edge of its box.
        const box = await page.locator('main h1').first().boundingBox();
        const textEnd = await page
          .locator('main h1')
          .first()
          .evaluate((h1) => {
            const range = document.createRange();
            range.selectNodeContents(h1);
            return range.getBoundingClientRect().right;
          });
        expect(Math.abs(box!.x + box!.width - textEnd)).toBeLessThan(2);
        expect(await englishLeft(page)).toEqual([]);
        await testInfo.attach('screenshot', {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      });
    }
  });
}
