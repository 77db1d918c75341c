import type { ReactElement } from 'react';
import { CssBaseline, ThemeProvider } from '../../mui';
import { render } from '@testing-library/react';
import { siteQueryClient } from '../../query';
import { MemoryRouter, Route, Routes, useLocation } from '../../router';
import { expoTheme } from '../theme';

/** Shows the current URL so tests can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** Renders as the shell would: theme and a router at `path`, with the site's query cache emptied. Test-only (not in the barrel). */
export function renderWithProviders(ui: ReactElement, { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {}) {
  siteQueryClient.clear();
  return render(
    <ThemeProvider theme={expoTheme}>
      <CssBaseline />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
