import { useLayoutEffect } from 'react';
import { useLocation } from 'shared/router';

/** Every navigation starts at the top of the page (SPEC section 2), unless it targets an anchor. */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
