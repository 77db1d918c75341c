import { expect, mainHeading, test } from './support/fixtures';
import { MAIN_ROUTES } from './support/routes';

/** The files a page's HTML names for the shell's loader to preload (#expo-preloads). */
const hintedUrls = (html: string) => {
  const json = /<script type="application\/json" id="expo-preloads">(.*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { href: string }[]).map(({ href }) => href) : [];
};

test.describe('a section page names its first render, loaded once the page is painted', () => {
  // Each section page in English and in Arabic (page.goto returns once the page has hydrated its section).
  for (const [route, path] of MAIN_ROUTES.filter((candidate) => candidate.path !== '/').flatMap((route) => [route.path, `/ar${route.path}`].map((path) => [route, path] as const))) {
    test(`${path}: every file its render loads is preloaded, and each once`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const response = await page.goto(path);
      if (path === route.path) await expect(mainHeading(page, route.heading)).toBeVisible();

      const hinted = hintedUrls((await response?.text()) ?? '');
      expect(hinted).toEqual(expect.arrayContaining([expect.stringMatching(/^\/mfe-[a-z]+\/mf-manifest\.[0-9a-f]{12}\.json$/), expect.stringMatching(/\/remoteEntry\.js$/)]));
      // Complete: each script and federation fetch the section needed was hinted (the shell's loader and entry are in the
      // page; the service worker's registration is not the section's, and loads once the page is idle).
      const needed = requested.filter((url) => /\.js$|mf-manifest[^/]*\.json$|remotes\.json$/.test(url) && !/^\/(main|start|service-worker-registration)\.[0-9a-f]+\.js$/.test(url));
      expect(needed.filter((url) => !hinted.includes(url))).toEqual([]);
      // Used: a hinted file is fetched once, by the preload, never a second time by the page.
      for (const url of hinted)
        expect(
          requested.filter((candidate) => candidate === url),
          url,
        ).toHaveLength(1);
    });
  }

  test('Home has no section to hint', async ({ page }) => {
    const response = await page.goto('/');
    expect(hintedUrls((await response?.text()) ?? '')).toEqual([]);
  });

  test('nothing but the page itself loads before its first paint: one small loader script, no preload header', async ({ page }) => {
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
