import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { canonicalPath } from 'shared/site';
import { MAIN_ROUTES, expect, test, waitForHomeWidgets } from './support/fixtures';
import { holdScripts } from './support/holdScripts';
import { waitForMark } from './support/marks';
import { withSiteServer } from './support/withSiteServer';
import { APP_INTERACTIVE_MARK } from 'shell/startup-marks';

/** Detail pages, one per kind, with the heading their server HTML must hold. */
const DETAIL_PAGES = [
  { path: '/housing/four-seasons-riyadh', text: 'Four Seasons' },
  { path: '/eating/najd-village', text: 'Najd Village' },
  { path: '/things-to-do/diriyah', text: 'Diriyah' },
  { path: '/e-shop/sakura-cap', text: 'Sakura Cap' },
  { path: '/faq', text: 'FAQ' },
  { path: '/about', text: 'About the Expo' },
];

const NOT_FOUND = [
  '/no-such-page',
  '/housing/no/such/page',
  '/things-to-do/no-such-article',
  '/e-shop/no-such-product',
  '/eating/no-such-restaurant',
  '/e-shop/product/999',
];

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
      expect(html).toMatch(/<style data-server-styles="ltr [^"]+">/);
    });
  }

  test("Home's section widgets are in its HTML", async ({ request }) => {
    const html = await (await request.get('/')).text();
    for (const heading of ['Things to Experience', 'Culinary Experiences', 'Event Merchandise'])
      expect(html).toContain(heading);
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

  test("a product's /details address names the product page as its canonical URL", async ({ request }) => {
    for (const [details, canonical] of [
      ['/e-shop/sakura-cap/details', '/e-shop/sakura-cap'],
      ['/e-shop/gelato/gelato-skyline-poster/details', '/e-shop/gelato/gelato-skyline-poster'],
    ]) {
      const html = await (await request.get(details)).text();
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${canonical}" />`));
    }
  });

  test('/faqs and /events are real 301s to /faq and the events schedule', async ({ request }) => {
    for (const [from, to] of [
      ['/faqs', '/faq'],
      // A redirect a remote declares (PageRedirect in mfe-explore's EventRoutes), not the shell's table.
      ['/events', '/things-to-do/events'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    }
  });
});

test.describe('hydration', () => {
  for (const route of MAIN_ROUTES) {
    test(`${route.path} hydrates the server's HTML with no error or warning, and the page works`, async ({
      page,
      problems,
    }) => {
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

  /** A remote's scripts arrive `ms` late (a request the page has left by then is let go). */
  const delayRemoteScripts = (page: Page, remote: string, ms: number) =>
    page.route(`**/${remote}/**`, async (route) => {
      if (route.request().resourceType() === 'script') await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => undefined);
    });

  /** A remote's scripts wait until the test releases them (support/holdScripts.ts). */
  const holdRemoteScripts = (page: Page, remote: string) => holdScripts(page, `**/${remote}/**`);

  test("a tap on a section's page before its remote's code has arrived is not lost: it is answered once the section has hydrated", async ({
    page,
    problems,
  }) => {
    // A slow network: the shop remote's scripts arrive 1.5 s late, after the shell has hydrated.
    await delayRemoteScripts(page, 'mfe-shop', 1_500);
    await page.goto('/e-shop?category=apparel');
    await page.getByRole('button', { name: 'All Products' }).click();
    await expect(page).toHaveURL('/e-shop');
    await expect(page.getByTestId('product-count')).toHaveText('Showing 6 products');
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a press on a section's page before its remote's code has arrived is kept from React until the section has hydrated, and its click answered then", async ({
    page,
    problems,
  }) => {
    const release = await holdRemoteScripts(page, 'mfe-tickets');
    await page.goto('/tickets', { waitUntil: 'domcontentloaded' });
    await waitForMark(page, APP_INTERACTIVE_MARK, 30_000);
    // React listens on its root in the capture phase: a press it hears on a part it has not hydrated
    // makes it hydrate that part at once, one long task, when the part's code comes.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heardByReact: string[] }).heardByReact = heard;
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
        document.getElementById('root')!.addEventListener(type, () => heard.push(type), true);
    });
    const heardByReact = () => page.evaluate(() => (window as unknown as { heardByReact: string[] }).heardByReact);
    const vip = page.getByTestId('ticket-vip').getByRole('button');
    await vip.click();
    expect(await heardByReact()).toEqual([]);
    release();
    await expect(page.getByTestId('ticket-vip').getByRole('button', { name: /Selected/ })).toBeVisible();
    await expect(page).toHaveURL('/tickets?type=vip');
    // Hydrated, the section's presses are React's as ever.
    await page.getByTestId('ticket-general').getByRole('button').click();
    await expect(page).toHaveURL('/tickets?type=general');
    expect(await heardByReact()).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup']);
    expect(problems.consoleErrors).toEqual([]);
  });

  test("keys on a section's tabs before its remote's code has arrived are not lost: the arrow moves, Enter chooses, in either direction", async ({
    page,
    problems,
  }) => {
    for (const [path, train, next, bus] of [
      ['/access', 'Train', 'ArrowRight', 'Bus'],
      // Right to left, the next tab is to the left.
      ['/ar/access', 'القطار', 'ArrowLeft', 'الحافلة'],
    ]) {
      const release = await holdRemoteScripts(page, 'mfe-access');
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.getByRole('tab', { name: train }).focus();
      await page.keyboard.press(next);
      await page.keyboard.press('Enter');
      // The server's HTML has no answer to keys: nothing moves until the section's code has arrived.
      await expect(page.getByRole('tab', { name: train })).toHaveAttribute('aria-selected', 'true');
      release();
      await expect(page.getByRole('tab', { name: bus })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: bus })).toBeFocused();
      await expect(page.getByRole('tabpanel')).toContainText('¥210');
      await page.unrouteAll();
    }
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a hotel search filled in before the section's code has arrived searches for what the visitor typed and chose", async ({
    page,
    problems,
  }) => {
    const release = await holdRemoteScripts(page, 'mfe-housing');
    await page.goto('/housing', { waitUntil: 'domcontentloaded' });
    const location = page.getByLabel('Location');
    const guests = page.getByLabel('Guests');
    await location.fill('Atlantis');
    await guests.selectOption('3');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByTestId('hotel-card').first()).toBeVisible();
    release();
    // Once hydrated: the search ran for Atlantis, and the fields still say so after the page has rendered again.
    await expect(page.getByText('No hotels found')).toBeVisible();
    await expect(location).toHaveValue('Atlantis');
    await expect(guests).toHaveValue('3');
    expect(problems.consoleErrors).toEqual([]);
  });

  test("a link on a section's page before its remote's code has arrived is followed at once, as without scripts", async ({
    page,
  }) => {
    // A remote slower still: its scripts arrive 6 s late. The visitor's link does not wait for them.
    await delayRemoteScripts(page, 'mfe-shop', 6_000);
    await page.goto('/e-shop');
    const link = page.getByRole('link', { name: /^View Details, / }).first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!, { timeout: 3_000 });
  });

  test('hydrating writes no style rule: emotion in the browser knows every rule the server wrote, in either direction', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const written: Array<{ rule: string; at: number }> = [];
      (window as unknown as { writtenRules: typeof written }).writtenRules = written;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        written.push({ rule, at: performance.now() });
        return insertRule.call(this, rule, index);
      };
    });
    for (const path of ['/', '/housing', '/e-shop', '/tickets', '/ar/tickets', '/ar/access']) {
      await page.goto(path);
      // Until the page has hydrated; what changes after (a photo loading) may well bring new rules.
      // MUI's inputs add their autofill keyframes as they mount; those are not a component's class.
      const rulesWhileHydrating = await page.evaluate((mark) => {
        const hydrated = performance.getEntriesByName(mark)[0].startTime;
        return (window as unknown as { writtenRules: Array<{ rule: string; at: number }> }).writtenRules
          .filter(({ rule, at }) => at <= hydrated && !rule.startsWith('@'))
          .map(({ rule }) => rule);
      }, APP_INTERACTIVE_MARK);
      expect(rulesWhileHydrating, path).toEqual([]);
    }
  });

  test("hydrating moves none of the server's style elements and leaves <html lang dir> as written, in either direction", async ({
    page,
  }) => {
    // Every move of a style element (even to where it already is), and every write of lang or dir
    // (even of the same value), makes the browser restyle the whole page: emotion's own hydration
    // moved each of them, and an Arabic page used to move its styles twice.
    await page.addInitScript((interactiveMark) => {
      const seen = { insertions: new Map<Element, number>(), rootWrites: [] as string[] };
      (window as unknown as { styleMoves: typeof seen }).styleMoves = seen;
      new MutationObserver((records) => {
        if (performance.getEntriesByName(interactiveMark).length > 0) return;
        for (const record of records) {
          if (record.type === 'attributes') seen.rootWrites.push(record.attributeName ?? '');
          for (const node of record.addedNodes)
            if (node instanceof HTMLStyleElement) seen.insertions.set(node, (seen.insertions.get(node) ?? 0) + 1);
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['lang', 'dir'] });
    }, APP_INTERACTIVE_MARK);
    for (const path of ['/', '/ar', '/tickets', '/ar/tickets']) {
      await page.goto(path);
      const { moved, serverStyles, rootWrites } = await page.evaluate(() => {
        const { insertions, rootWrites } = (
          window as unknown as { styleMoves: { insertions: Map<Element, number>; rootWrites: string[] } }
        ).styleMoves;
        // One insertion is the parser's; each one after it, a move.
        const counts = [...insertions].filter(([node]) => node.hasAttribute('data-server-styles'));
        return {
          serverStyles: counts.length,
          moved: counts
            .filter(([, count]) => count > 1)
            .map(([node, count]) => `${node.getAttribute('data-server-styles')?.slice(0, 30)}: ${count - 1} moves`),
          rootWrites,
        };
      });
      expect(serverStyles, path).toBeGreaterThanOrEqual(4);
      expect(moved, path).toEqual([]);
      expect(rootWrites, path).toEqual([]);
    }
  });

  test('an info page, whose code and copy are a chunk of their own, hydrates with no error, and a footer link opens one without a reload', async ({
    page,
    problems,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const infoChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/info-page\.[0-9a-f]+\.js$/.test(request.url())) infoChunks.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/ar/privacy');
    // The page names the chunk for the loader to fetch with the entry, not after it; fetched once all the same.
    expect((await response?.text()) ?? '').toMatch(
      /<script type="application\/json" id="expo-preloads">[^<]*\/info-page\.[0-9a-f]+\.js/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    expect(infoChunks).toHaveLength(1);
    await page.goto('/');
    expect(infoChunks).toHaveLength(1);
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About the Expo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About the Expo' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Get tickets' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    expect(await page.evaluate(() => (window as { samePageLoad?: boolean }).samePageLoad)).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(warnings.filter((text) => /hydrat|did not match|server/i.test(text))).toEqual([]);
  });

  test('a section the server could not render is unavailable in the HTML, then rendered by the browser with no error', async ({
    page,
    problems,
  }) => {
    // The server reaches its remotes at a dead address; the browser loads them from the page's origin as usual.
    await withSiteServer({ remotesBase: 'http://127.0.0.1:9' }, async (base) => {
      const html = (await (await fetch(`${base}/access`)).text()).replaceAll('<!-- -->', '');
      expect(html).toContain('Access is temporarily unavailable');
      await page.goto(`${base}/access`);
      await expect(page.getByRole('heading', { level: 1, name: 'Access & Directions' })).toBeVisible();
      await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  });
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

  test('interactive parts show their first state: Access the train directions, Tickets the General Admission summary', async ({
    page,
  }) => {
    await page.goto('/access');
    await expect(page.getByText(/train/i).first()).toBeVisible();
    await page.goto('/tickets');
    await expect(page.getByText('General Admission').first()).toBeVisible();
  });
});

test.describe('robots.txt and sitemap.xml', () => {
  /** The sitemap's URLs, checked to be absolute on the site's own origin, as paths. */
  async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const origin = new URL(response.url()).origin;
    return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => {
      expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      return new URL(loc).pathname;
    });
  }

  /** Where an in-site link leads: after the server's redirect if it answers one, the page's canonical URL (a product's /details is its product page). */
  async function linkTarget(request: APIRequestContext, href: string): Promise<string> {
    const response = await request.get(href, { maxRedirects: 0 });
    if (response.status() === 301)
      return canonicalPath(new URL(response.headers().location, 'http://site.invalid').pathname);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
    return canonical ? new URL(canonical).pathname : canonicalPath(new URL(href, 'http://site.invalid').pathname);
  }

  test('robots.txt allows everything but the API and names the sitemap by its absolute URL', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
    const origin = new URL(response.url()).origin;
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  test('sitemap.xml lists every main route and the detail pages, once each, and every URL in it answers 200 itself', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(100);
    expect(new Set(paths).size).toBe(paths.length);
    // Both languages: every page in English and under /ar.
    for (const route of MAIN_ROUTES)
      expect(paths).toEqual(expect.arrayContaining([route.path, route.path === '/' ? '/ar' : `/ar${route.path}`]));
    for (const detail of [
      '/things-to-do/diriyah',
      '/housing/four-seasons-riyadh',
      '/eating/najd-village',
      '/e-shop/product/expo-logo-tee',
      '/faq',
      '/about',
    ])
      expect(paths).toContain(detail);
    // One URL per page: canonical, no query, no redirect, no 404.
    expect(paths.filter((path) => canonicalPath(path) !== path || path.includes('?'))).toEqual([]);
    const notOk: string[] = [];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) notOk.push(`${path} ${response.status()}`);
    }
    expect(notOk).toEqual([]);
  });

  /** The in-site links of a page, as the browser shows it once hydrated and its data has loaded. */
  async function hydratedLinks(page: Page, route: (typeof MAIN_ROUTES)[number], within?: Locator): Promise<string[]> {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    if (route.path === '/') await waitForHomeWidgets(page);
    await page.waitForLoadState('networkidle');
    const hrefs = await (within ?? page)
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    return [...new Set(hrefs)];
  }

  /** Those of `hrefs` whose page is not in the sitemap. */
  async function unlisted(request: APIRequestContext, hrefs: string[]): Promise<string[]> {
    const listed = new Set(await sitemapPaths(request));
    const missing: string[] = [];
    for (const href of hrefs) if (!listed.has(await linkTarget(request, href))) missing.push(href);
    return missing;
  }

  // What the browser's link crawl (link-crawl.spec.ts) follows from each main route, once the page has
  // hydrated and loaded its data, is in the sitemap, live data's pages included (the server renders with it).
  for (const route of MAIN_ROUTES) {
    test(`every in-site link on ${route.path}, once hydrated, leads to a page in the sitemap`, async ({
      page,
      request,
    }) => {
      expect(await unlisted(request, await hydratedLinks(page, route))).toEqual([]);
    });
  }

  test("Home's merchandise cards lead to pages in the sitemap", async ({ page, request }) => {
    const home = MAIN_ROUTES.find((route) => route.path === '/')!;
    const hrefs = await hydratedLinks(page, home, page.getByRole('region', { name: 'Event Merchandise' }));
    expect(hrefs.filter((href) => href.startsWith('/e-shop/')).length).toBeGreaterThan(0);
    expect(await unlisted(request, hrefs)).toEqual([]);
  });
});
