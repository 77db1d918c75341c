import type { Page } from '@playwright/test';
import { rightToLeft } from 'shell/right-to-left';
import { compile, middleware, serialize, stringify } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';
import { MAIN_ROUTES, expect, test } from './support/fixtures';

/*
 * An Arabic page's styles are mirrored by shell/src/i18n/rightToLeft.ts, one declaration at a time, in
 * place of CSSJanus (issue 54: its first use was one long task while an Arabic page hydrated). Its
 * unit test compares the two over MUI's components; this one over the site's own CSS, as the English
 * pages use it: every rule of every main route, and those the browser writes as a visitor opens the
 * search palette, the cart and the mobile menu.
 */

const mirroredBy = (plugin: typeof rightToLeft, css: string) =>
  serialize(compile(css), middleware([plugin, stringify]));

/** Every rule in the page's left-to-right style sheets (the `ltr` key: the server's and the browser's), as the browser holds them. */
const rulesOf = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => {
        const owner = sheet.ownerNode as Element | null;
        return (owner?.getAttribute('data-server-styles') ?? owner?.getAttribute('data-emotion'))?.startsWith('ltr');
      })
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  );

test('every rule of the site’s English pages is mirrored for Arabic as CSSJanus mirrors it', async ({ page }) => {
  test.setTimeout(120_000);
  const rules = new Set<string>();
  for (const route of MAIN_ROUTES) {
    await page.goto(route.path);
    for (const rule of await rulesOf(page)) rules.add(rule);
  }
  // What the browser writes later, as a visitor opens what was closed on the server.
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await page.getByRole('dialog', { name: 'Search the expo' }).getByRole('combobox').fill('vip');
  for (const rule of await rulesOf(page)) rules.add(rule);
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart,/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const rule of await rulesOf(page)) rules.add(rule);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const rule of await rulesOf(page)) rules.add(rule);

  expect(rules.size).toBeGreaterThan(300);
  const differing = [...rules]
    .map((rule) => ({ rule, cssJanus: mirroredBy(stylisRtlPlugin, rule), rightToLeft: mirroredBy(rightToLeft, rule) }))
    .filter(({ cssJanus, rightToLeft: ours }) => ours !== cssJanus);
  expect(differing).toEqual([]);
});
