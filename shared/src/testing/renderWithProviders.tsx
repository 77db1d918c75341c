import type { ReactElement } from 'react';
import { CssBaseline, ThemeProvider } from '../../mui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../router';
import { expoTheme } from '../theme';

/** Shows the current URL so tests can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders as the shell would: theme, query client and a router at `path`. Test-only (not in the barrel). */
export function renderWithProviders(ui: ReactElement, { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={expoTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
