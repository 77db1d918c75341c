import { canonicalPath, LOCALES, localeOfPath, pathInLocale } from 'shared/site';
import { MAIN_ROUTES, expect, expectNoA11yViolations, waitForHomeWidgets, test } from './support/fixtures';

// Every in-site link the site renders must lead to a page that exists, and every page must pass axe:
// one crawl per language (each leaves the other's links, through the language switch, to the other).
for (const locale of LOCALES) {
  test(`every in-site link from the main routes reaches a real page (and each page is axe-clean), in ${locale}`, async ({
    page,
    problems,
  }) => {
    // Some 70 pages, each loaded and run through axe (2-3 s a page), with the other language's crawl on the other worker.
    test.setTimeout(480_000);
    const queue: string[] = MAIN_ROUTES.map((route) => pathInLocale(route.path, locale));
    const seen = new Set(queue);
    const deadEnds: string[] = [];
    // In-site links use each page's one URL, so a click never depends on a redirect.
    const nonCanonical = new Set<string>();

    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await page.goto(path);
      const heading = page.locator('main h1').first();
      await heading.waitFor({ timeout: 10_000 });
      const text = (await heading.textContent())?.trim() ?? '';
      if (response?.status() === 404 || (await page.getByTestId('section-unavailable').count()) > 0) {
        deadEnds.push(`${path} (${text || 'section unavailable'})`);
        continue;
      }
      if (localeOfPath(path).path === '/') await waitForHomeWidgets(page);
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) {
        const url = new URL(href, 'http://site.invalid');
        if (canonicalPath(url.pathname) !== url.pathname) nonCanonical.add(href);
        const target = `${url.pathname}${url.search}`;
        if (localeOfPath(url.pathname).locale !== locale) continue;
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }

    expect(deadEnds, 'links that reach the 404 page or nothing').toEqual([]);
    expect([...nonCanonical], "links that differ from their page's one URL").toEqual([]);
    expect(seen.size).toBeGreaterThan(60);
    expect(problems.pageErrors).toEqual([]);
  });
}
