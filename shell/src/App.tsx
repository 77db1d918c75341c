import { useState } from 'react';
import { CssBaseline, ThemeProvider } from 'shared/mui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useRoutes } from 'shared/router';
import { expoTheme } from 'shared';
import { createQueryClient } from './data/queryClient';
import { RenderFailureBoundary } from './RenderFailureBoundary';
import { routes } from './routes';

function SiteRoutes() {
  const location = useLocation();
  const page = useRoutes(routes);
  return <RenderFailureBoundary resetKey={location.key}>{page}</RenderFailureBoundary>;
}

/** The app root: the only ThemeProvider, CssBaseline, QueryClientProvider and router of the whole site. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={expoTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
