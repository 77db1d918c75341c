import { useEffect, type RefObject } from 'react';

/** SPEC section 9: the header shrinks once the page has scrolled past 20px. */
export const HEADER_SCROLL_THRESHOLD = 20;

/**
 * Keeps the bar's `data-shrunk` true while the page is scrolled past the threshold. The shrunk look
 * is CSS under that attribute, so a scroll renders nothing and inserts no styles: a tap right after
 * a scroll does not wait for React. React renders the attribute as "false" (the server's top of the
 * page) and never changes it, so its renders leave this value alone.
 */
export function useHeaderShrink(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    // Every scroll event runs this: the attribute is written only when it changes.
    const update = () => {
      const shrunk = String(window.scrollY > HEADER_SCROLL_THRESHOLD);
      if (bar.current?.getAttribute('data-shrunk') !== shrunk) bar.current?.setAttribute('data-shrunk', shrunk);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [bar]);
}
