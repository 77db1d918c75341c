import { Writable } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'shared/router-server';
import { LOCALE_INFO, PageMetaContext, localeOfPath, type Locale, type PageMeta } from 'shared';
import { ServerQueryClientContext, createQueryClient, dehydrateForPage, type DehydratedState } from 'shared/query';
import { Site } from './App';
import { createStyleCache } from './i18n/styleCache';
import { RemoteLoaderContext } from './federation/runtime/RemoteLoaderContext';
import type { RemoteLoader } from './federation/runtime/remoteLoader';
import { SECTION_LEFT_TO_BROWSER } from './federation/hydration/sectionLeftToBrowser';
import { COMPOSED_STYLES_ATTRIBUTE, SERVER_STYLES_ATTRIBUTE } from './startup/serverStyles';

/*
 * The app's server-render entry (React Router's entry.server): what the site server's render process
 * needs of the app, and the only module of shell/src the site server imports. The browser's is
 * entry.client.tsx.
 */
export { createRemoteLoader, type RemoteLoader } from './federation/runtime/remoteLoader';
export { HOST_SHARED } from './federation/runtime/hostShared';
export { RemoteUnavailableError } from './federation/runtime/remoteFailure';
export { arabicFontFacesStyleTag, arabicFontUrl } from './i18n/arabicFont';
export { HOME_WIDGETS } from 'shared/site';

export interface RenderedPage {
  /** The app's HTML, for inside #root: its UTF-8 bytes as React wrote them (the page is sent as bytes, so never decoded and encoded again). */
  html: Buffer;
  /** The critical CSS of exactly that HTML, as <style data-server-styles> elements (and the composed components' own rules: composedStylesTag). */
  styleTags: string;
  /** What the innermost page declared (title, description, JSON-LD, not found). */
  meta: PageMeta;
  /** Parts that failed on the server (a remote down): the browser renders them instead. */
  failures: unknown[];
  /** The data the page was rendered with, for the browser's query client. */
  queries: DehydratedState;
  /** The page's language (its path's). */
  locale: Locale;
}

/**
 * The names of the styles emotion wrote while rendering that no element of the HTML carries, so
 * critical extraction leaves them out: the intermediate classes of composed components (AppBar's own
 * rules before they merge with Paper's into the class its element has). The browser's cache must
 * know them all the same, or hydration writes each again (stylis, and on an Arabic page cssjanus,
 * on a slow phone's main thread). Names only, not their CSS (which no element uses, and which only
 * made the HTML heavier): the browser forgets them once it has hydrated
 * (src/startup/forgetComposedStyles.ts), so a later render that needs one writes it.
 */
function composedStylesTag(cache: EmotionCache, critical: Array<{ ids: string[] }>): string {
  const written = new Set(critical.flatMap(({ ids }) => ids));
  const ids = Object.keys(cache.inserted).filter(
    (id) =>
      !written.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (ids.length === 0) return '';
  return `<style ${SERVER_STYLES_ATTRIBUTE}="${cache.key} ${ids.join(' ')}" ${COMPOSED_STYLES_ATTRIBUTE}></style>`;
}

/**
 * The critical CSS as <style> elements, as emotion's constructStyleTagsFromChunks writes them but
 * marked as the server's (startup/serverStyles.ts): the browser's cache takes them where they are,
 * where emotion's would move each one, a restyle of the whole page.
 */
function criticalStyleTags(critical: { styles: Array<{ key: string; ids: string[]; css: string }> }): string {
  return critical.styles
    .map(({ key, ids, css }) => `<style ${SERVER_STYLES_ATTRIBUTE}="${key} ${ids.join(' ')}">${css}</style>`)
    .join('');
}

/**
 * Renders one page URL to HTML. Everything a render touches is created for it here (the emotion
 * cache, the query client, the metadata collector), so nothing from one visitor's page reaches
 * another's. The remotes come from `loader` (loaded at request time by the Module Federation runtime).
 */
export function renderPage(url: string, loader: RemoteLoader, timeoutMs: number): Promise<RenderedPage> {
  const { locale } = localeOfPath(url.split('?')[0]);
  const { dir, basePath } = LOCALE_INFO[locale];
  // MUI's server-rendering recipe: a fresh emotion cache per request (for the page's direction), its critical CSS extracted from the HTML.
  const cache = createStyleCache(dir);
  const emotionServer = createEmotionServer(cache);
  let meta: PageMeta = {};
  const failures: unknown[] = [];
  const queryClient = createQueryClient({ forServer: true });

  const tree = (
    <PageMetaContext.Provider value={{ report: (declared) => (meta = declared) }}>
      <RemoteLoaderContext.Provider value={loader}>
        <ServerQueryClientContext.Provider value={queryClient}>
          <CacheProvider value={cache}>
            <StaticRouter location={url} basename={basePath || undefined}>
              <Site locale={locale} />
            </StaticRouter>
          </CacheProvider>
        </ServerQueryClientContext.Provider>
      </RemoteLoaderContext.Provider>
    </PageMetaContext.Provider>
  );

  return new Promise<RenderedPage>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        const html = Buffer.concat(chunks);
        // Emotion finds the class names in the HTML, which are ASCII: read as Latin-1, each byte one
        // character, the bytes need no decoding (and no two-byte string for a page with a dash in it).
        const critical = emotionServer.extractCriticalToChunks(html.toString('latin1'));
        const styleTags = criticalStyleTags(critical) + composedStylesTag(cache, critical.styles);
        resolve({ html, styleTags, meta, failures, queries: dehydrateForPage(queryClient), locale });
        done();
      },
    });
    // The whole page, then one write: emotion's styles are only known once all of it has rendered.
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, whatever its size: no hidden segment revealed by an inline script
      // (which the CSP refuses, and a browser without JavaScript never runs).
      progressiveChunkSize: Infinity,
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        failures.push(error);
        return SECTION_LEFT_TO_BROWSER;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`render of ${url} timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
}
