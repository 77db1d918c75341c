import { FIRST_PAINT_ATTRIBUTE, PAGE_PRELOADS_ID, type PagePreload } from 'shared/site';
import { fakeIdleAndLoad } from './testing/fakeIdle';

/** The page's hints as the server writes them, then the loader run as the page's first script. */
async function loadPage(preloads: PagePreload[] | string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${PAGE_PRELOADS_ID}">${typeof preloads === 'string' ? preloads : JSON.stringify(preloads)}</script>`;
  await jest.isolateModulesAsync(async () => {
    await import('./loadAfterFirstPaint');
  });
}

const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));

describe('loadAfterFirstPaint', () => {
  let browser: ReturnType<typeof fakeIdleAndLoad>;
  beforeEach(() => {
    jest.useFakeTimers();
    browser = fakeIdleAndLoad();
    document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
  });
  afterEach(() => {
    browser.restore();
    jest.useRealTimers();
  });

  it("starts the page's files after the first paint, a few per task, and prefetches its idle files only once loaded and idle, a few per task too", async () => {
    const scripts = ['/shell/a.js', '/shell/b.js', '/shell/c.js', '/mfe-shop/d.js'].map((href) => ({
      href,
      as: 'script' as const,
    }));
    await loadPage([
      ...scripts,
      { href: '/mfe-shop/mf-manifest.json', as: 'fetch' },
      ...['/mfe-dining/w.js', '/mfe-dining/x.js', '/mfe-shop/y.js', '/mfe-shop/z.js'].map((href) => ({
        href,
        as: 'script' as const,
        idle: true,
      })),
    ]);
    // jsdom paints nothing it reports: the loader starts at once, and lets the photos load.
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(true);
    expect(links('preload')).toEqual(['/shell/a.js', '/shell/b.js', '/shell/c.js']);
    await jest.advanceTimersByTimeAsync(0);
    expect(links('preload')).toEqual([
      '/shell/a.js',
      '/shell/b.js',
      '/shell/c.js',
      '/mfe-shop/d.js',
      '/mfe-shop/mf-manifest.json',
    ]);
    // A manifest is fetched by the runtime as a CORS request: its hint must match to be used.
    expect(document.head.querySelector('link[href="/mfe-shop/mf-manifest.json"]')?.getAttribute('crossorigin')).toBe(
      'anonymous',
    );

    await browser.runIdle();
    expect(links('prefetch')).toEqual([]);
    await browser.finishLoading();
    expect(links('prefetch')).toEqual([]);
    await browser.runIdle();
    expect(links('prefetch')).toEqual(['/mfe-dining/w.js', '/mfe-dining/x.js', '/mfe-shop/y.js']);
    expect(browser.marks).toEqual(['expo:deferred-work']);
    await jest.advanceTimersByTimeAsync(0);
    expect(links('prefetch')).toEqual(['/mfe-dining/w.js', '/mfe-dining/x.js', '/mfe-shop/y.js', '/mfe-shop/z.js']);

    // Deferred work is done once every idle file has been fetched or has failed.
    const prefetches = [...document.head.querySelectorAll('link[rel="prefetch"]')];
    prefetches.slice(0, 3).forEach((link) => link.dispatchEvent(new Event('load')));
    expect(browser.marks).toEqual(['expo:deferred-work']);
    prefetches[3].dispatchEvent(new Event('error'));
    expect(browser.marks).toEqual(['expo:deferred-work', 'expo:deferred-work-done']);
  });

  it('starts nothing it cannot read: malformed hints are no hints (the app fetches what it needs anyway)', async () => {
    await loadPage('{not json');
    await jest.advanceTimersByTimeAsync(0);
    await browser.finishLoading();
    await browser.runIdle();
    expect([links('preload'), links('prefetch')]).toEqual([[], []]);
    expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(true);
  });
});
