/** @jest-environment node */
import { SECTIONS } from 'shared/site';
import {
  crawlSitemap,
  createSitemapCache,
  internalLinks,
  robotsTxt,
  sitemapPath,
  sitemapSeeds,
  sitemapXml,
  type CrawledPage,
  type SitemapCrawl,
} from './sitemap';
import { crawledPage } from '../render/worker/serverSitemap';

const page = (...hrefs: string[]): CrawledPage => ({
  kind: 'page',
  html: `<main>${hrefs.map((href) => `<a class="link" href="${href}">x</a>`).join('')}</main>`,
});

/** A tiny site: its link graph, a 404, a link to an old path the server redirects, a page that declares nothing, links that are not pages. */
const SITE: Record<string, CrawledPage> = {
  '/': page(
    '/housing',
    '/housing?page=2',
    '/about#team',
    '/HOUSING/',
    '/faqs',
    '/no-such-page',
    '/api/hotels',
    '/mfe-shop/remoteEntry.js',
    '/favicon.svg',
    'https://example.com/',
    '//evil.example/',
  ),
  '/housing': page('/', '/housing/hotel-a', '/housing/hotel-b?x=1&amp;y=2', '/client-redirect'),
  '/housing/hotel-a': page('/housing', '/housing/hotel-a/details'),
  '/housing/hotel-a/details': page('/housing/hotel-a'),
  '/housing/hotel-b': page('/housing'),
  '/about': page('/'),
  '/faq': page('/'),
  '/no-such-page': { kind: 'not-found', html: '<a href="/not-linked-anywhere-else">x</a>' },
  '/client-redirect': { kind: 'not-a-page', html: '' },
};

function fakeRender() {
  const rendered: string[] = [];
  const render = async (pagePath: string) => {
    rendered.push(pagePath);
    return SITE[pagePath] ?? { kind: 'not-found', html: '' };
  };
  return { rendered, render };
}

describe('crawlSitemap', () => {
  it('lists each page the links reach once, canonical and without query or fragment, breadth-first: no 404, no redirect, nothing that is not a page', async () => {
    const { rendered, render } = fakeRender();
    const crawl = await crawlSitemap({ seeds: ['/'], render, redirects: { '/faqs': '/faq' } });
    expect(crawl).toEqual({
      paths: ['/', '/housing', '/about', '/faq', '/housing/hotel-a', '/housing/hotel-b', '/housing/hotel-a/details'],
      incomplete: false,
    });
    // Each page is rendered once; the old path is never rendered (its target is); a 404's links are not followed.
    expect(rendered).toHaveLength(new Set(rendered).size);
    expect(rendered).not.toContain('/faqs');
    expect(rendered).toContain('/no-such-page');
    expect(rendered).not.toContain('/not-linked-anywhere-else');
  });

  it('gives the same listing one render at a time', async () => {
    const { render } = fakeRender();
    const crawl = await crawlSitemap({ seeds: ['/'], render, redirects: { '/faqs': '/faq' }, concurrency: 1 });
    expect(crawl.paths).toEqual([
      '/',
      '/housing',
      '/about',
      '/faq',
      '/housing/hotel-a',
      '/housing/hotel-b',
      '/housing/hotel-a/details',
    ]);
  });

  it('stops at the page limit, and says the listing is incomplete', async () => {
    // An endless site: every page links to the next.
    const render = async (pagePath: string) => page(`/p${Number(pagePath.slice(2) || 0) + 1}`);
    const crawl = await crawlSitemap({ seeds: ['/p0'], render, maxPages: 25 });
    expect(crawl.paths).toHaveLength(25);
    expect(crawl.incomplete).toBe(true);
  });

  it('lists a page reached at two addresses once, at its canonical one, and follows the links of both', async () => {
    const pages: Record<string, CrawledPage> = {
      '/': page('/', '/shop/cap/details'),
      '/shop/cap/details': { ...page('/shop/cap', '/shop/bag'), canonicalPath: '/shop/cap' },
      '/shop/cap': { ...page('/shop/cap/details'), canonicalPath: '/shop/cap' },
      '/shop/bag': page(),
    };
    const crawl = await crawlSitemap({ seeds: ['/'], render: async (pagePath) => pages[pagePath] });
    expect(crawl).toEqual({ paths: ['/', '/shop/cap', '/shop/bag'], incomplete: false });
  });

  it('leaves out a page whose render throws, and says the listing is incomplete', async () => {
    const render = async (pagePath: string) => {
      if (pagePath === '/broken') throw new Error('render failed');
      return page('/broken', '/fine');
    };
    expect(await crawlSitemap({ seeds: ['/'], render })).toEqual({ paths: ['/', '/fine'], incomplete: true });
  });
});

describe('the crawl’s view of a server render', () => {
  it('a declared page is a page, a not-found is a 404, a render that declared nothing is no page; a failed part makes it incomplete', () => {
    expect(crawledPage({ html: Buffer.from('x'), meta: { description: 'Home' }, failures: [] })).toEqual({
      kind: 'page',
      html: 'x',
      incomplete: false,
    });
    expect(
      crawledPage({ html: Buffer.from('x'), meta: { title: 'Page not found', notFound: true }, failures: [] }).kind,
    ).toBe('not-found');
    expect(crawledPage({ html: Buffer.from('x'), meta: {}, failures: [new Error('remote down')] })).toEqual({
      kind: 'not-a-page',
      html: 'x',
      incomplete: true,
    });
    expect(
      crawledPage({ html: Buffer.from('x'), meta: { redirectTo: '/things-to-do/events' }, failures: [] }).kind,
    ).toBe('not-a-page');
    expect(
      crawledPage({ html: Buffer.from('x'), meta: { title: 'Cap', canonicalPath: '/shop/cap' }, failures: [] }),
    ).toEqual({
      kind: 'page',
      html: 'x',
      incomplete: false,
      canonicalPath: '/shop/cap',
    });
  });
});

describe('sitemap paths and links', () => {
  it('maps a link to its page, or to nothing when it is not a page of this site', () => {
    expect(sitemapPath('/E-Shop/Sakura-Cap/?a=1#top')).toBe('/e-shop/sakura-cap');
    expect(sitemapPath('/faqs', { '/faqs': '/faq' })).toBe('/faq');
    for (const href of [
      '/api',
      '/api/hotels',
      '/mfe-shop/',
      '/mfe-shop/mf-manifest.json',
      '/robots.txt',
      '//evil.example/x',
      'https://example.com/',
      '#main-content',
      'mailto:a@b.c',
    ])
      expect(sitemapPath(href)).toBeUndefined();
  });

  it('reads the href of <a> elements only, decoding entities', () => {
    const html =
      '<link rel="canonical" href="/canonical"/><a href="/one">1</a><a class="x" href="/two?a=1&amp;b=2">2</a><a\nhref="/three">3</a><area href="/four"/><a data-href="/five" href="#top">5</a>';
    expect(internalLinks(html)).toEqual(['/one', '/two', '/three']);
  });

  it('starts from Home, every section and its site-wide pages, and the info pages', () => {
    const seeds = sitemapSeeds();
    expect(seeds[0]).toBe('/');
    for (const section of SECTIONS) expect(seeds).toContain(section.basePath);
    expect(seeds).toEqual(expect.arrayContaining(['/faq', '/venue', '/about', '/privacy']));
    expect(seeds.every((seed) => !seed.includes('*'))).toBe(true);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists absolute, XML-escaped URLs on the origin, in English and Arabic, each naming its translations', () => {
    const xml = sitemapXml('https://expo.example', ['/', '/eating/cuisine/street%20food', '/a&b<c>\'d"']);
    const alternates = (en: string, ar: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="ar" href="${ar}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    const entries = (en: string, ar: string) =>
      `  <url><loc>${en}</loc>${alternates(en, ar)}</url>\n  <url><loc>${ar}</loc>${alternates(en, ar)}</url>\n`;
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        entries('https://expo.example/', 'https://expo.example/ar') +
        entries(
          'https://expo.example/eating/cuisine/street%20food',
          'https://expo.example/ar/eating/cuisine/street%20food',
        ) +
        entries('https://expo.example/a&amp;b%3Cc%3E&apos;d%22', 'https://expo.example/ar/a&amp;b%3Cc%3E&apos;d%22') +
        '</urlset>\n',
    );
  });

  it('robots.txt allows everything but the API and names the sitemap', () => {
    expect(robotsTxt('https://expo.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://expo.example/sitemap.xml\n',
    );
  });
});

describe('createSitemapCache', () => {
  const result = (paths: string[], incomplete = false): SitemapCrawl => ({ paths, incomplete });

  function setup(crawlResult: () => Promise<SitemapCrawl>) {
    let version = 'v1';
    let time = 0;
    const crawl = jest.fn(crawlResult);
    const refresh = jest.fn(async () => {});
    const sitemap = createSitemapCache({ crawl, refresh, key: () => version, now: () => time });
    return {
      sitemap,
      crawl,
      refresh,
      redeploy: (next: string) => (version = next),
      advance: (ms: number) => (time += ms),
    };
  }

  it('crawls once per set of remote builds, shared by concurrent requests, and again after a redeploy', async () => {
    const { sitemap, crawl, refresh, redeploy, advance } = setup(async () => result(['/']));
    await Promise.all([sitemap(), sitemap(), sitemap()]);
    advance(24 * 3600_000);
    await sitemap();
    expect(crawl).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(4);
    redeploy('v2');
    await sitemap();
    await sitemap();
    expect(crawl).toHaveBeenCalledTimes(2);
  });

  it('keeps an incomplete crawl a minute, and a failed one not at all', async () => {
    const { sitemap, crawl, advance } = setup(async () => result(['/'], true));
    await sitemap();
    await sitemap();
    expect(crawl).toHaveBeenCalledTimes(1);
    advance(59_999);
    await sitemap();
    expect(crawl).toHaveBeenCalledTimes(1);
    advance(1);
    await sitemap();
    expect(crawl).toHaveBeenCalledTimes(2);

    const failing = setup(() => Promise.reject(new Error('refused')));
    await expect(failing.sitemap()).rejects.toThrow('refused');
    await expect(failing.sitemap()).rejects.toThrow('refused');
    expect(failing.crawl).toHaveBeenCalledTimes(2);
  });
});

describe('the crawl and the languages', () => {
  it('reads a link to the other language as the same page, not another one', () => {
    expect(internalLinks('<a href="/ar/access">العربية</a><a href="/access">Access</a><a href="/ar">x</a>')).toEqual([
      '/access',
    ]);
  });
});
