import { useScrollTrigger } from 'shared/mui';

/** SPEC section 9: the header shrinks once the page has scrolled past 20px. */
export const HEADER_SCROLL_THRESHOLD = 20;

export function useHeaderShrink() {
  return useScrollTrigger({ disableHysteresis: true, threshold: HEADER_SCROLL_THRESHOLD });
}
