import { expect, mainHeading, test } from './support/fixtures';
import { MAIN_ROUTES } from './support/routes';

const hintedUrls = (link: string | undefined) => [...(link ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map((match) => match[1]);

test.describe('a section page names its first render in its Link header', () => {
  for (const route of MAIN_ROUTES.filter((candidate) => candidate.path !== '/')) {
    test(`${route.path}: every file its render loads is preloaded, and each once`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const response = await page.goto(route.path);
      await expect(mainHeading(page, route.heading)).toBeVisible();

      const hinted = hintedUrls(response?.headers().link);
      expect(hinted).toEqual(expect.arrayContaining([expect.stringMatching(/^\/mfe-[a-z]+\/mf-manifest\.[0-9a-f]{12}\.json$/), expect.stringMatching(/\/remoteEntry\.js$/)]));
      // Complete: each script and federation fetch the section needed was hinted (the shell's entry is in the page).
      const needed = requested.filter((url) => /\.js$|mf-manifest[^/]*\.json$|remotes\.json$/.test(url) && !/^\/main\.[0-9a-f]+\.js$/.test(url));
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
    expect(response?.headers().link).toBeUndefined();
  });
});
