import { HOME_WIDGET_NAMES, expect, mainHeading, reachHomeWidget, test, waitForHomeWidgets } from './support/fixtures';
import { MAIN_ROUTES } from './support/routes';

/** The files a page's HTML names for the shell's loader to preload (#expo-preloads). */
const hintedUrls = (html: string) => {
  const json = /<script type="application\/json" id="expo-preloads">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { href: string }[]).map(({ href }) => href) : [];
};

test.describe('a section page names its first render, loaded once the page is painted', () => {
  // Each section page in English and in Arabic (page.goto returns once the page has hydrated its section).
  for (const [route, path] of MAIN_ROUTES.filter((candidate) => candidate.path !== '/').flatMap((route) =>
    [route.path, `/ar${route.path}`].map((path) => [route, path] as const),
  )) {
    test(`${path}: every file its render loads is preloaded, and each once`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const response = await page.goto(path);
      if (path === route.path) await expect(mainHeading(page, route.heading)).toBeVisible();

      const hinted = hintedUrls((await response?.text()) ?? '');
      expect(hinted).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/mfe-[a-z]+\/mf-manifest\.[0-9a-f]{12}\.json$/),
          expect.stringMatching(/\/remoteEntry\.js$/),
        ]),
      );
      // Complete: each script and federation fetch the section needed was hinted (the shell's loader and entry are in the
      // page; the service worker's registration and telemetry are not the section's, and load once the page is idle).
      const needed = requested.filter(
        (url) =>
          /\.js$|mf-manifest[^/]*\.json$|remotes\.json$/.test(url) &&
          !/^\/(main|start|service-worker-registration|telemetry|web-vitals)\.[0-9a-f]+\.js$/.test(url),
      );
      expect(needed.filter((url) => !hinted.includes(url))).toEqual([]);
      // Used: a hinted file is fetched once, by the preload, never a second time by the page.
      for (const url of hinted)
        expect(
          requested.filter((candidate) => candidate === url),
          url,
        ).toHaveLength(1);
    });
  }

  test('Home hints no section for its first render, and its widgets’ files to fetch once idle: every file a widget then runs, each over the network once', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto('/');
    const json = /<script type="application\/json" id="expo-preloads">(.*?)<\/script>/.exec(
      (await response?.text()) ?? '',
    )?.[1];
    const hints = JSON.parse(json ?? '[]') as { href: string; idle?: boolean }[];
    expect(hints.filter((hint) => !hint.idle)).toEqual([]);
    const hinted = hints.map(({ href }) => href);
    expect(hinted).toEqual(
      expect.arrayContaining(['/mfe-explore/remoteEntry.js', '/mfe-dining/remoteEntry.js', '/mfe-shop/remoteEntry.js']),
    );
    await waitForHomeWidgets(page);
    // The visitor scrolls through Home: each widget's code runs from what was fetched.
    for (const name of HOME_WIDGET_NAMES) await reachHomeWidget(page, name);
    await expect(page.getByRole('button', { name: 'Add to Cart, Sakura Cap' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const widgetFiles = requested.filter((url) => /^\/mfe-[a-z]+\/.*(\.js|mf-manifest[^/]*\.json)$/.test(url));
    expect(widgetFiles.filter((url) => !hinted.includes(url))).toEqual([]);
    // Over the network once: the prefetch. Running it later reads the cache (a content-hashed file is
    // immutable; a manifest or remoteEntry.js is revalidated, as it always is, so a redeploy is seen).
    const fromNetwork = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
        .map((entry) => new URL(entry.name).pathname),
    );
    for (const url of hinted.filter((href) => /\.[0-9a-f]{10}\.js$/.test(href)))
      expect(
        fromNetwork.filter((candidate) => candidate === url),
        url,
      ).toHaveLength(1);
  });

  test('nothing but the page itself loads before its first paint: one small loader script, no preload header', async ({
    page,
  }) => {
    for (const route of MAIN_ROUTES) {
      const response = await page.goto(route.path);
      const html = (await response?.text()) ?? '';
      expect(response?.headers().link, route.path).toBeUndefined();
      expect(
        [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g)].map((match) => match[1]),
        route.path,
      ).toEqual([expect.stringMatching(/^\/start\.[0-9a-f]{10}\.js$/)]);
      expect(html, route.path).not.toMatch(/<link[^>]+rel=["']?(preload|modulepreload)/);
    }
  });
});
