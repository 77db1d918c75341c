import { expect, test } from './support/fixtures';

/*
 * WCAG 2.2 1.4.10 (Reflow): every page of the site, in both languages, on a 320 px and a 390 px
 * phone, scrolls only up and down, and the header's controls are on screen. The pages come from the
 * site's own sitemap (the sections table writes it): one page of each kind (each first path segment
 * at each depth) and its Arabic twin, so a page added to a section is covered with no change here.
 */

const WIDTHS = [320, 390] as const;

/** One page of each kind from the sitemap: `/e-shop`, `/e-shop/sakura-cap`, …, English and Arabic. */
async function pagesOfEachKind(baseURL: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`, { signal: AbortSignal.timeout(10_000) })).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)].map(
    ([, path]) => new URL(path, baseURL).pathname,
  );
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean);
    const english = segments[0] === 'ar' ? segments.slice(1) : segments;
    const kind = `${segments[0] === 'ar' ? 'ar' : 'en'} ${english[0] ?? ''} ${english.length}`;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values()];
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test(`every kind of page, in both languages, reflows: no sideways scroll, the header's controls on screen`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const pages = await pagesOfEachKind(baseURL!);
      expect(pages.length).toBeGreaterThan(30);
      const problems: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        const { scrollWidth, offScreen } = await page.evaluate(() => {
          const banner = document.querySelector('header');
          const controls = [...(banner?.querySelectorAll('a, button') ?? [])].filter(
            (element) => (element as HTMLElement).offsetParent !== null,
          );
          return {
            scrollWidth: document.documentElement.scrollWidth,
            offScreen: controls
              .filter((element) => {
                const box = element.getBoundingClientRect();
                return box.left < 0 || box.right > window.innerWidth;
              })
              .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName),
          };
        });
        if (scrollWidth > width) problems.push(`${path}: ${scrollWidth} px wide`);
        if (offScreen.length) problems.push(`${path}: header controls off screen: ${offScreen.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });
  });
}
