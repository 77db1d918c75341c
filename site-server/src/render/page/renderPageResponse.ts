import { LOCALE_INFO, languageAlternates, localeOfPath, pathInLocale, withAbsoluteUrls } from 'shared/site';
import { arabicFontFacesStyleTag, arabicFontUrl, renderPage, RemoteUnavailableError } from 'shell/entry.server';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import { pageDocument, pageHeadTags } from './pageDocument';
import { clientRenderedPage, describeError, type PageResponse, type RenderProblem } from './pageResponse';
import { RENDER_TIMEOUT_MS } from '../protocol';
import type { ServerRemotes } from '../worker/serverRemotes';

interface PageRequest {
  /** The request's path and query (already canonical). */
  url: string;
  /** The site's public origin, for the canonical URL. */
  origin: string;
  template: string;
  registry: RemoteRegistry;
  serverRemotes: ServerRemotes;
}

/**
 * A page request's answer: the server-rendered page with its status (404 for anything not found),
 * metadata and styles, and the state the browser starts from. If rendering fails outright, the
 * shell's client-rendered page.
 */
export async function renderPageResponse({
  url,
  origin,
  template,
  registry,
  serverRemotes,
}: PageRequest): Promise<PageResponse> {
  try {
    await serverRemotes.refresh();
    const pinnedBuilds = serverRemotes.pinnedBuilds();
    const page = await renderPage(url, serverRemotes.loader, RENDER_TIMEOUT_MS);
    const problems = page.failures.map((failure): RenderProblem => ({
      level: 'warn',
      message: 'part of the page could not render on the server; the browser renders it',
      error: describeError(failure),
      remote: failure instanceof RemoteUnavailableError ? failure.remoteId.split('/')[0] : undefined,
    }));
    // Pages name paths within their language ('/access'); the URLs are the language's ('/ar/access').
    const { locale, path } = localeOfPath(url.split('?')[0]);
    const pagePath = page.meta.canonicalPath ?? path;
    const alternates = languageAlternates(pagePath, origin);
    const canonicalUrl = alternates.find(({ hreflang }) => hreflang === locale)!.href;
    const body = pageDocument({
      template,
      locale: LOCALE_INFO[locale],
      // Pages name their links as paths; structured data needs absolute URLs.
      // An Arabic page's regular weight is fetched with the page, so `font-display: optional` can use it on the first visit.
      head:
        (locale === 'ar'
          ? `<link rel="preload" href="${arabicFontUrl(400)}" as="font" type="font/woff2" crossorigin />\n    ${arabicFontFacesStyleTag()}\n    `
          : '') +
        pageHeadTags(
          { ...page.meta, jsonLd: page.meta.jsonLd && withAbsoluteUrls(page.meta.jsonLd, origin) },
          canonicalUrl,
          alternates,
          LOCALE_INFO[locale],
        ),
      styleTags: page.styleTags,
      appHtml: page.html,
      state: { registry, pinnedBuilds },
      queries: page.queries,
    });
    const partial = problems.length > 0;
    if (page.meta.redirectTo)
      return {
        status: 301,
        body: Buffer.alloc(0),
        location: pathInLocale(page.meta.redirectTo, locale),
        pinnedBuilds,
        partial,
        problems,
      };
    return { status: page.meta.notFound ? 404 : 200, body, pinnedBuilds, partial, problems };
  } catch (error) {
    return clientRenderedPage(template, {
      level: 'error',
      message: 'server rendering failed; the browser renders the page',
      error: describeError(error),
    });
  }
}
