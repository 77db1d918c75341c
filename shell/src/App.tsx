import { CssBaseline, ThemeProvider } from 'shared/mui';
import { BrowserRouter, Navigate, useLocation, useRoutes } from 'shared/router';
import { useEffect } from 'react';
import { canonicalPath, expoTheme, useCartStore } from 'shared';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { APP_INTERACTIVE_MARK } from './startup/startupMarks';
import { routes } from './routes';

function SiteRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  // The server 301s these; a static host or the dev server does not, so the client shows the one URL too.
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname) return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />;
  return <RenderFailureBoundary resetKey={location.key}>{page}</RenderFailureBoundary>;
}

/** The site inside its router: the only ThemeProvider and CssBaseline of the whole site. The server renders it in a StaticRouter. */
export function Site() {
  return (
    <ThemeProvider theme={expoTheme}>
      <CssBaseline />
      <SiteRoutes />
    </ThemeProvider>
  );
}

/** The browser's app root (the query client is `shared/query`'s). */
export function App() {
  // The stored cart, once the first render (or hydration of the server's HTML, which has none) is done.
  useEffect(() => void useCartStore.persist.rehydrate(), []);
  useEffect(() => void performance.mark(APP_INTERACTIVE_MARK), []);
  return (
    <BrowserRouter>
      <Site />
    </BrowserRouter>
  );
}
