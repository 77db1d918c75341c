import { CssBaseline } from 'shared/mui';
import { BrowserRouter, Navigate, useLocation, useRoutes } from 'shared/router';
import { useEffect } from 'react';
import { Global } from '@emotion/react';
import { LOCALE_INFO, LocaleProvider, canonicalPath, useCartStore, type Locale } from 'shared';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { SiteThemeProvider } from './SiteThemeProvider';
import { APP_INTERACTIVE_MARK } from './startup/startupMarks';
import { ARABIC_FONT_FACES_CSS, ARABIC_FONT_FACES_ID } from './i18n/arabicFont';
import { pageHasServerStyles } from './startup/serverStyles';
import { routes } from './routes';
import { useServiceWorker } from './offline/useServiceWorker';

function SiteRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  // The server 301s these; a static host or the dev server does not, so the client shows the one URL too.
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname)
    return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />;
  return <RenderFailureBoundary resetKey={location.key}>{page}</RenderFailureBoundary>;
}

/** The Arabic font's rules, where the server did not write them into the page (arabicFont.ts says why). Renders no element. */
function ArabicFontFaces() {
  const fromServer = typeof document === 'undefined' || document.getElementById(ARABIC_FONT_FACES_ID) !== null;
  return fromServer ? null : <Global styles={ARABIC_FONT_FACES_CSS} />;
}

/**
 * MUI's baseline (the theme's global styles), where the server did not write it: written again, or
 * taken over as emotion's <Global> takes it (by moving its element), it would restyle the whole page
 * while it hydrates. It never changes after the first render. Renders no element.
 */
function SiteBaseline() {
  return pageHasServerStyles() ? null : <CssBaseline />;
}

/**
 * The site inside its router, in one language: the only LocaleProvider, ThemeProvider and CssBaseline
 * of the whole site. The server renders it in a StaticRouter.
 */
export function Site({ locale }: { locale: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <SiteThemeProvider dir={LOCALE_INFO[locale].dir}>
        <SiteBaseline />
        {locale === 'ar' && <ArabicFontFaces />}
        <SiteRoutes />
      </SiteThemeProvider>
    </LocaleProvider>
  );
}

/**
 * The browser's app root (the query client is `shared/query`'s). A language's pages are one router
 * under its path prefix (basename '/ar'), so every in-site link on an Arabic page stays in /ar.
 */
export function App({ locale }: { locale: Locale }) {
  // The stored cart, once the first render (or hydration of the server's HTML, which has none) is done.
  useEffect(() => void useCartStore.persist.rehydrate(), []);
  useEffect(() => void performance.mark(APP_INTERACTIVE_MARK), []);
  useServiceWorker();
  return (
    <BrowserRouter basename={LOCALE_INFO[locale].basePath || undefined}>
      <Site locale={locale} />
    </BrowserRouter>
  );
}
