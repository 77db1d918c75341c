import { CssBaseline, ThemeProvider } from 'shared/mui';
import { BrowserRouter, Navigate, useLocation, useRoutes } from 'shared/router';
import { canonicalPath, expoTheme } from 'shared';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { routes } from './routes';

function SiteRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  // The server 301s these; a static host or the dev server does not, so the client shows the one URL too.
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname) return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />;
  return <RenderFailureBoundary resetKey={location.key}>{page}</RenderFailureBoundary>;
}

/** The app root: the only ThemeProvider, CssBaseline and router of the whole site (the query client is `shared/query`'s). */
export function App() {
  return (
    <ThemeProvider theme={expoTheme}>
      <CssBaseline />
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
