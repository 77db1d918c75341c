import { useEffect, useRef, useState } from 'react';
import { useClientValue } from '../page/useClientValue';

/** SPEC section 9: lazy images start loading once 10% of them is visible. */
export const LAZY_IMAGE_THRESHOLD = 0.1;

/**
 * True once the element has been at least `threshold` visible (then stays true). `rootMargin`
 * widens the viewport, to start work a little before the element scrolls in.
 */
export function useInView<T extends Element>(threshold = LAZY_IMAGE_THRESHOLD, rootMargin = '0px') {
  const ref = useRef<T | null>(null);
  // Not in view at first, on the server and in the browser alike, so hydration meets the server's HTML.
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold, rootMargin]);

  // Without IntersectionObserver (old browsers, jsdom) everything counts as in view, once past the
  // server's HTML and its hydration (the server snapshot), which show nothing lazy.
  const noObserver = useClientValue(() => typeof IntersectionObserver === 'undefined', false);
  return { ref, inView: inView || noObserver };
}
