import { renderToString } from 'react-dom/server';
import type { Theme } from 'shared/mui';
import { useTheme } from '@mui/material/styles';
import { themeForDirection } from 'shared';
import { useRtl } from '@mui/system/RtlProvider';
import { SiteThemeProvider } from './SiteThemeProvider';

/** What an MUI component under the provider sees (MUI's own useTheme and useRtl), for one server-style render (a fresh mount). */
function renderSeeing(dir: 'ltr' | 'rtl') {
  const seen: { theme?: Theme; rtl?: boolean } = {};
  function Probe() {
    seen.theme = useTheme();
    seen.rtl = useRtl();
    return null;
  }
  renderToString(
    <SiteThemeProvider dir={dir}>
      <Probe />
    </SiteThemeProvider>,
  );
  return seen;
}

describe('SiteThemeProvider', () => {
  it.each(['ltr', 'rtl'] as const)(
    '%s: every render gets the very theme object, so MUI’s styles memoised by theme carry over',
    (dir) => {
      const first = renderSeeing(dir);
      const second = renderSeeing(dir);
      expect(first.theme).toBe(themeForDirection(dir));
      expect(second.theme).toBe(first.theme);
      expect(first.theme?.direction).toBe(dir);
      expect(first.rtl).toBe(dir === 'rtl');
    },
  );
});
