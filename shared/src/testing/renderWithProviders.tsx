import type { ReactElement } from 'react';
import { CssBaseline, ThemeProvider } from '../../mui';
import { render } from '@testing-library/react';
import { siteQueryClient } from '../../query';
import { MemoryRouter, Route, Routes, useLocation } from '../../router';
import { themeForDirection } from '../theme';
import { LOCALE_INFO, type Locale } from '../i18n/locales';
import { LocaleProvider } from '../i18n/LocaleContext';

/** Shows the current URL so tests can assert where a click navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/**
 * Renders as the shell would: language, theme and a router at `path` (within the language, as the
 * shell's router sees it under its /ar basename), with the site's query cache emptied. Test-only (not in the barrel).
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', routePath = '*', locale = 'en' }: { path?: string; routePath?: string; locale?: Locale } = {},
) {
  siteQueryClient.clear();
  return render(
    <LocaleProvider locale={locale}>
      <ThemeProvider theme={themeForDirection(LOCALE_INFO[locale].dir)}>
        <CssBaseline />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </LocaleProvider>,
  );
}
