import type { FastifyBaseLogger } from 'fastify';
import { withAbsoluteUrls } from 'shared/src/page/absoluteUrls';
import type { RemoteRegistry } from '../registry';
import { pageDocument, pageHeadTags } from './pageDocument';
import { renderPage } from './renderPage';
import type { ServerRemotes } from './serverRemotes';

export interface PageResponse {
  status: number;
  body: string;
  /** The browser builds the page pins (remote name → manifest URL). */
  pinnedBuilds: RemoteRegistry;
}

interface PageRequest {
  /** The request's path and query (already canonical). */
  url: string;
  /** The site's public origin, for the canonical URL. */
  origin: string;
  template: string;
  registry: RemoteRegistry;
  serverRemotes: ServerRemotes;
  log: FastifyBaseLogger;
}

/**
 * A page request's answer: the server-rendered page with its status (404 for anything not found),
 * metadata and styles, and the state the browser starts from. If rendering fails outright, the
 * shell's empty page (the browser renders it, or shows the render-failure screen) with a 500.
 */
export async function renderPageResponse({ url, origin, template, registry, serverRemotes, log }: PageRequest): Promise<PageResponse> {
  await serverRemotes.refresh();
  const pinnedBuilds = serverRemotes.pinnedBuilds();
  try {
    const page = await renderPage(url, serverRemotes.loader);
    for (const failure of page.failures) log.warn({ err: failure, url }, 'part of the page could not render on the server; the browser renders it');
    const canonicalUrl = new URL(url.split('?')[0], origin).href;
    const body = pageDocument({
      template,
      // Pages name their links as paths; structured data needs absolute URLs.
      head: pageHeadTags({ ...page.meta, jsonLd: page.meta.jsonLd && withAbsoluteUrls(page.meta.jsonLd, origin) }, canonicalUrl),
      styleTags: page.styleTags,
      appHtml: page.html,
      state: { registry, pinnedBuilds },
    });
    return { status: page.meta.notFound ? 404 : 200, body, pinnedBuilds };
  } catch (error) {
    log.error({ err: error, url }, 'server rendering failed; the browser renders the page');
    return { status: 500, body: template, pinnedBuilds: {} };
  }
}
