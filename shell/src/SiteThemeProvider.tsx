import type { ReactNode } from 'react';
import { THEME_ID, ThemeProvider } from 'shared/mui';
import { themeForDirection } from 'shared';

/**
 * The site's theme for a page's direction (MUI's RTL setup included): the one ThemeProvider of the site.
 * Scoped under MUI's THEME_ID, the theme reaches every component as this very object. Unscoped, the
 * provider hands them a copy made per mount, and MUI keeps its components' preprocessed styles by
 * theme object (memoTheme): the server mounts the site once per request, so every render computed them again.
 */
export function SiteThemeProvider({ dir, children }: { dir: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <ThemeProvider themeId={THEME_ID} theme={themeForDirection(dir)}>
      {children}
    </ThemeProvider>
  );
}
