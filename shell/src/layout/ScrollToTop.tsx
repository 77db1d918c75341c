import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'shared/router';

/**
 * Every navigation starts at the top of the page (SPEC section 2), unless it targets an anchor. The
 * page's first render is no navigation: the browser has placed it (at the top, at its anchor, or
 * where a reload left it), and on a slow phone the visitor may have scrolled before the app started.
 */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  const shown = useRef(pathname + search + hash);
  useLayoutEffect(() => {
    const location = pathname + search + hash;
    if (location === shown.current) return;
    shown.current = location;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
