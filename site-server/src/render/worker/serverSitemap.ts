import { renderPage, type RenderedPage } from 'shell/entry.server';
import type { ServerRemotes } from './serverRemotes';
import { RENDER_TIMEOUT_MS } from '../protocol';
import { crawlSitemap, createSitemapCache, sitemapSeeds, type CrawledPage, type SitemapCrawl } from '../../seo/sitemap';

/** What a server render tells the crawl: a 404, a page that declared nothing (a client-side redirect, a section that could not render), or a page. */
export function crawledPage({ html, meta, failures }: Pick<RenderedPage, 'html' | 'meta' | 'failures'>): CrawledPage {
  const kind: CrawledPage['kind'] = meta.notFound
    ? 'not-found'
    : Object.keys(meta).length === 0 || meta.redirectTo
      ? 'not-a-page'
      : 'page';
  return {
    kind,
    html: html.toString(),
    incomplete: failures.length > 0,
    ...(meta.canonicalPath && { canonicalPath: meta.canonicalPath }),
  };
}

/** The site server's sitemap: its own pages, rendered in process with the remotes it serves visitors with. */
export function createServerSitemap(
  serverRemotes: ServerRemotes,
  redirects: Readonly<Record<string, string>>,
): () => Promise<SitemapCrawl> {
  return createSitemapCache({
    refresh: () => serverRemotes.refresh(),
    key: () => JSON.stringify(serverRemotes.pinnedBuilds()),
    crawl: () =>
      crawlSitemap({
        seeds: sitemapSeeds(),
        redirects,
        render: async (pagePath) => crawledPage(await renderPage(pagePath, serverRemotes.loader, RENDER_TIMEOUT_MS)),
      }),
  });
}
