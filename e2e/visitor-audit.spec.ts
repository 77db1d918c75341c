/**
 * What a visitor audit found (issue 33), checked in Chromium as the visitor met it: with the
 * keyboard alone, on a phone and a desktop, in English and Arabic, and with photos failing.
 */
import type { Locator, Page } from '@playwright/test';
import { contrastOnScreen } from './support/contrast';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * The focused element outside the header, and whether the fixed header hides all of it: it lies
 * wholly above the header's bottom edge and the header, not the element, is what is drawn there.
 */
function focusedUnderHeader(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const header = document.querySelector('header');
    if (
      !focused ||
      focused === document.body ||
      !header ||
      header.contains(focused) ||
      focused.closest('[role="dialog"], [role="presentation"]')
    )
      return undefined;
    const rect = focused.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return undefined;
    const drawn = document.elementFromPoint(rect.left + rect.width / 2, Math.max(0, rect.top + rect.height / 2));
    const hidden = rect.bottom <= header.getBoundingClientRect().bottom && drawn !== null && header.contains(drawn);
    return { name: focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40), hidden };
  });
}

for (const [size, viewport] of SIZES) {
  for (const path of ['/tickets', '/', '/ar/tickets']) {
    test(`keyboard focus is never hidden under the header, backwards and forwards (${path}, ${size})`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      // From the page's last control backwards to its first, then forwards again.
      await page.locator('footer a').last().focus();
      for (const key of ['Shift+Tab', 'Tab']) {
        for (let step = 0; step < 120; step++) {
          await page.keyboard.press(key);
          const focused = await focusedUnderHeader(page);
          if (focused) expect(focused.hidden, `"${focused.name}" (${key}) is under the header`).toBe(false);
        }
      }
      expect(problems.consoleErrors).toEqual([]);
    });
  }
}

test('every focusable control shows the same ring: a solid outline of at least 2 px in the focus colour', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const seen = new Set<string>();
  for (let step = 0; step < 25; step++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      return {
        name: focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30),
        tag: focused.tagName,
        width: parseFloat(style.outlineWidth),
        style: style.outlineStyle,
        color: style.outlineColor,
      };
    });
    seen.add(`${ring.tag} ${ring.name}`);
    expect(ring, `the ring of "${ring.name}"`).toMatchObject({ style: 'solid', color: 'rgb(199, 119, 0)' });
    expect(ring.width, `the ring of "${ring.name}"`).toBeGreaterThanOrEqual(2);
  }
  // The header's links and buttons and Home's gold and green buttons were among them.
  for (const name of ['HOUSING', 'Search', 'العربية', 'Get Tickets Now'])
    expect(
      [...seen].some((entry) => entry.includes(name)),
      `${name} focused`,
    ).toBe(true);
});

test.describe('with every photo failing', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/images\.unsplash\.com|\.(jpe?g|png|webp)(\?|$)/, (route) => route.abort());
  });
  for (const path of [
    '/things-to-do/diriyah',
    '/ar/things-to-do/diriyah',
    '/e-shop/sakura-cap',
    '/eating/najd-village',
    '/housing/four-seasons-riyadh',
    '/ar/housing/four-seasons-riyadh',
    '/events/opening-ceremony',
  ]) {
    test(`a detail page shows the site's placeholder, with the alt text, never a broken image (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('main [role="img"][aria-label]').first()).toBeVisible();
      // A photo that fails after hydration is swapped for the placeholder by its own check, which a loaded machine runs a moment later.
      const broken = () =>
        page
          .locator('main img')
          .evaluateAll((images) =>
            images
              .filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth === 0)
              .map((image) => image.getAttribute('alt')),
          );
      await expect.poll(broken).toEqual([]);
    });
  }
});

/** The horizontal positions of a price's first digit, its "U" and its "$", as drawn. */
async function drawnOrder(price: Locator) {
  return price.first().evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const u = text.indexOf('US$');
      if (u === -1) continue;
      const x = (index: number) => {
        const range = document.createRange();
        range.setStart(node!, index);
        range.setEnd(node!, index + 1);
        return range.getBoundingClientRect().left;
      };
      return { digit: x(text.search(/\d/)), u: x(u), dollar: x(u + 2) };
    }
    return undefined;
  });
}

test('Arabic prices read "29.99 US$" left to right: in the shop, the cart and the order summary', async ({ page }) => {
  await page.goto('/ar/e-shop');
  const inShop = await drawnOrder(page.locator('[data-testid="shop-product"] p', { hasText: 'US$' }));
  expect(inShop).toBeDefined();
  expect(inShop!.digit).toBeLessThan(inShop!.u);
  expect(inShop!.u).toBeLessThan(inShop!.dollar);
  await page.locator('[data-testid="shop-product"] button').first().click();
  await page
    .getByRole('button', { name: /سلة التسوق/ })
    .first()
    .click();
  const inCart = await drawnOrder(page.getByRole('dialog').locator('p, span, h6', { hasText: 'US$' }));
  expect(inCart!.u).toBeLessThan(inCart!.dollar);
  await page.goto('/ar/tickets');
  const inSummary = await drawnOrder(page.locator('main p, main span, main td', { hasText: 'US$' }).last());
  expect(inSummary).toBeDefined();
  expect(inSummary!.u).toBeLessThan(inSummary!.dollar);
});

test("the footer's email label stays readable once the field is focused and filled (at least 4.5:1)", async ({
  page,
}) => {
  await page.goto('/');
  const field = page.locator('footer').getByRole('textbox');
  await field.click();
  await field.fill('visitor@example.com');
  expect(await contrastOnScreen(page.locator('footer label').first())).toBeGreaterThanOrEqual(4.5);
});

for (const [language, home, close] of [
  ['English', '/', 'Close search'],
  ['Arabic', '/ar', 'إغلاق البحث'],
] as const) {
  test(`the phone's search dialog closes with its own button and shows its whole placeholder (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(home);
    await page.locator('header button[aria-keyshortcuts]').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('combobox');
    const fits = await field.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    await dialog.getByRole('button', { name: close, exact: true }).click();
    await expect(dialog).toBeHidden();
  });
}

for (const [language, shop, said] of [
  ['English', '/e-shop', /added to your cart/],
  ['Arabic', '/ar/e-shop', /إلى سلة التسوق/],
] as const) {
  test(`Add to Cart is announced politely and shown a moment (${language})`, async ({ page }) => {
    await page.goto(shop);
    const status = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: said });
    await expect(status).toHaveCount(0);
    await page.locator('[data-testid="shop-product"] button').first().click();
    await expect(status).toBeVisible();
    await expect(status).toBeHidden({ timeout: 8000 });
  });
}

test("the shop's cards line up at desktop width: titles level, the buttons on one line or stacked flush", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/e-shop');
  const cards = await page.locator('[data-testid="shop-product"]').evaluateAll((elements) =>
    elements.map((card) => {
      const box = card.getBoundingClientRect();
      const buttons = [...card.querySelectorAll('.MuiCardActions-root > *')].map((button) =>
        button.getBoundingClientRect(),
      );
      const oneLine = new Set(buttons.map((b) => Math.round(b.top))).size === 1;
      const stackedFlush = new Set(buttons.map((b) => `${Math.round(b.left)}-${Math.round(b.width)}`)).size === 1;
      return {
        rowTop: Math.round(box.top),
        titleTop: Math.round(card.querySelector('h3')!.getBoundingClientRect().top),
        tidy: oneLine || stackedFlush,
      };
    }),
  );
  for (const card of cards) expect(card.tidy, 'buttons on one line, or one under the other, flush').toBe(true);
  for (const rowTop of new Set(cards.map((card) => card.rowTop))) {
    const row = cards.filter((card) => card.rowTop === rowTop);
    expect(new Set(row.map((card) => card.titleTop)).size, 'titles level in a row').toBe(1);
  }
});

test("on a phone, the menu's language link lines up with its items, and an article's byline keeps the author's name whole", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/things-to-do/diriyah');
  const byline = page.getByText('Expo Guide Editors', { exact: true });
  expect(await byline.evaluate((element) => element.getClientRects().length)).toBe(1);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  const itemText = await menu.getByRole('link', { name: 'HOUSING' }).locator('.MuiListItemText-root').boundingBox();
  const languageText = await menu.getByRole('link', { name: 'العربية' }).evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    return range.getBoundingClientRect().left;
  });
  expect(Math.abs(languageText - itemText!.x)).toBeLessThanOrEqual(1);
});
