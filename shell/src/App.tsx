import { CssBaseline, ThemeProvider } from 'shared/mui';
import { BrowserRouter, useLocation, useRoutes } from 'shared/router';
import { expoTheme } from 'shared';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { routes } from './routes';

function SiteRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
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
