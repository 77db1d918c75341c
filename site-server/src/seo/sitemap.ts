import { languageAlternates, localeOfPath, canonicalPath, SECTIONS, INFO_PAGE_PATHS } from 'shared/site';
import path from 'node:path';
import { escapeMarkup } from '../render/page/escapeMarkup';

/** The most pages one crawl renders: the site has about a hundred and fifty. */
export const SITEMAP_MAX_PAGES = 500;
/** Renders one crawl runs at a time: remotes load over HTTP, so a few overlap; more would only crowd visitors' renders. */
const CRAWL_CONCURRENCY = 4;

/** What the crawl needs to know of one rendered page. */
export interface CrawledPage {
  /**
   * 'page': a page of its own, listed and followed. 'not-found': a 404. 'not-a-page': nothing a
   * search engine should list (a client-side redirect, a section that could not render on the server).
   */
  kind: 'page' | 'not-found' | 'not-a-page';
  html: string;
  /** Something on the page failed to render on the server: the crawl may have missed its links. */
  incomplete?: boolean;
  /** The page's one URL when this path is another address of it (a product's /details): that one is listed. */
  canonicalPath?: string;
}

export interface SitemapCrawlOptions {
  /** Where the crawl starts: page paths. */
  seeds: readonly string[];
  /** Renders one canonical page path. A throw counts as a page that is not listed (and an incomplete crawl). */
  render: (pagePath: string) => Promise<CrawledPage>;
  /** Old paths the server answers with a 301, and where they lead: a link to one is followed to its target. */
  redirects?: Readonly<Record<string, string>>;
  maxPages?: number;
  concurrency?: number;
}

export interface SitemapCrawl {
  /** Canonical page paths, each a 200 with its own content, in the order the crawl reached them. */
  paths: string[];
  /** Some render threw or reported a failure, or the page limit was reached: links may be missing. */
  incomplete: boolean;
}

const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/gi;

const decodeAttribute = (value: string) =>
  value.replace(
    /&(amp|quot|#39|#x27|lt|gt);/g,
    (_, entity: string) => ({ amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' })[entity]!,
  );

/**
 * A link's page, as the sitemap lists it: the canonical path with no query or fragment (pages that
 * differ only by query are one page), after the server's redirects; undefined for anything that is
 * not a page of this site (another origin, /api, a remote's files, a file with an extension).
 */
export function sitemapPath(href: string, redirects: Readonly<Record<string, string>> = {}): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return undefined;
  let pagePath = canonicalPath(href.split(/[?#]/)[0]);
  for (let hops = 0; redirects[pagePath] && hops < 10; hops++) pagePath = canonicalPath(redirects[pagePath]);
  if (
    pagePath === '/api' ||
    pagePath.startsWith('/api/') ||
    /^\/mfe-[a-z]+(\/|$)/.test(pagePath) ||
    path.posix.extname(pagePath)
  )
    return undefined;
  // The crawl reads the English pages; each is listed in every language (sitemapXml). A link to
  // another language (the language switch) is the same page, not another one.
  if (localeOfPath(pagePath).locale !== 'en') return undefined;
  return pagePath;
}

/** The in-site links (`<a href="/…">`) of a rendered page, as sitemap paths. */
export function internalLinks(html: string, redirects: Readonly<Record<string, string>> = {}): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(ANCHOR_HREF)) {
    const pagePath = sitemapPath(decodeAttribute(href), redirects);
    if (pagePath) links.add(pagePath);
  }
  return [...links];
}

/**
 * Where the site's crawl starts: Home, each section's main page and its site-wide pages, and the
 * shell's info pages. A site-wide page that routes what follows it (`events/*`) is left to the links:
 * its bare path need not be a page.
 */
export function sitemapSeeds(): string[] {
  const sectionPages = SECTIONS.flatMap((section) => [
    section.basePath,
    ...section.pages.filter((page) => !page.path.endsWith('*')).map((page) => `/${page.path}`),
  ]);
  return ['/', ...sectionPages, ...INFO_PAGE_PATHS.map((path) => `/${path}`)];
}

/**
 * The site's pages as its links reach them: breadth-first from the seeds, rendering each page and
 * following its in-site links, listing only pages that render as themselves (no 404s, no redirects).
 */
export async function crawlSitemap({
  seeds,
  render,
  redirects = {},
  maxPages = SITEMAP_MAX_PAGES,
  concurrency = CRAWL_CONCURRENCY,
}: SitemapCrawlOptions): Promise<SitemapCrawl> {
  const seen = new Set<string>();
  const paths: string[] = [];
  const listed = new Set<string>();
  let incomplete = false;
  const next = (level: string[], pagePath: string | undefined) => {
    if (!pagePath || seen.has(pagePath)) return;
    if (seen.size >= maxPages) {
      incomplete = true;
      return;
    }
    seen.add(pagePath);
    level.push(pagePath);
  };
  let level: string[] = [];
  for (const seed of seeds) next(level, sitemapPath(seed, redirects));

  // One level of links at a time, its pages rendered a few at once; the listing keeps the order they were found in.
  while (level.length > 0) {
    const pages = await mapConcurrently(level, concurrency, (pagePath) => render(pagePath).catch(() => undefined));
    const following: string[] = [];
    level.forEach((pagePath, index) => {
      const page = pages[index];
      if (!page || page.incomplete) incomplete = true;
      if (page?.kind !== 'page') return;
      const listedPath = page.canonicalPath ?? pagePath;
      if (!listed.has(listedPath)) paths.push(listedPath);
      listed.add(listedPath);
      for (const link of internalLinks(page.html, redirects)) next(following, link);
    });
    level = following;
  }
  return { paths, incomplete };
}

/** `items.map(work)`, with at most `limit` of them under way at once. */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < items.length) {
      const index = nextIndex++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * sitemap.xml (sitemaps.org 0.9): each page path (crawled in English) as an absolute URL on `origin`
 * in every language, each naming its translations (xhtml:link hreflang, as search engines read them).
 */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths
    .flatMap((pagePath) => {
      const alternates = languageAlternates(pagePath, origin);
      const links = alternates
        .map(
          ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
        )
        .join('');
      // One entry per language (x-default is English's URL again, not another page).
      return alternates
        .filter(({ hreflang }) => hreflang !== 'x-default')
        .map(({ href }) => `  <url><loc>${escapeMarkup(href)}</loc>${links}</url>\n`);
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`;
}

/** robots.txt: everything may be crawled but the API; the sitemap's absolute URL. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/** How long an incomplete crawl (a remote failed mid-crawl) is served before the next request crawls again. */
export const INCOMPLETE_SITEMAP_RETRY_MS = 60_000;

export interface SitemapCacheOptions {
  /** The crawl itself, run when nothing current is cached. */
  crawl: () => Promise<SitemapCrawl>;
  /** Brings the remotes' known builds up to date (a redeploy noticed), before the key is read. */
  refresh: () => Promise<void>;
  /** What the crawl depends on: the remotes' current builds. Another key, another crawl. */
  key: () => string;
  now?: () => number;
}

/**
 * One server's sitemap: crawled once per set of remote builds (a redeploy changes the key), shared
 * by concurrent requests while it runs. An incomplete crawl is kept only briefly.
 */
export function createSitemapCache({
  crawl,
  refresh,
  key,
  now = Date.now,
}: SitemapCacheOptions): () => Promise<SitemapCrawl> {
  let cached:
    { key: string; startedAt: number; result: Promise<SitemapCrawl>; settled?: SitemapCrawl | 'failed' } | undefined;
  const usable = (entry: NonNullable<typeof cached>, current: string) =>
    entry.key === current &&
    entry.settled !== 'failed' &&
    (!entry.settled?.incomplete || now() - entry.startedAt < INCOMPLETE_SITEMAP_RETRY_MS);
  return async () => {
    await refresh();
    const current = key();
    if (cached && usable(cached, current)) return cached.result;
    const entry: NonNullable<typeof cached> = { key: current, startedAt: now(), result: crawl() };
    entry.result.then(
      (result) => (entry.settled = result),
      () => (entry.settled = 'failed'),
    );
    cached = entry;
    return entry.result;
  };
}
