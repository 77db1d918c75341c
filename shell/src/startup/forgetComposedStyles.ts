import type { EmotionCache } from '@emotion/cache';

/** Marks the server's <style> that names composed components' styles without their CSS (entry.server.tsx). */
export const COMPOSED_STYLES_ATTRIBUTE = 'data-composed';

/**
 * Browser only, once the page has hydrated. The server named the styles of its composed components
 * (rules no element of its HTML carries) so that hydrating did not write them again, but sent no
 * CSS for them: the cache forgets those names here, and a later render that needs one writes it.
 */
export function forgetComposedStyles(cache: EmotionCache) {
  for (const tag of document.querySelectorAll<HTMLStyleElement>(`style[${COMPOSED_STYLES_ATTRIBUTE}]`)) {
    const [key, ...ids] = (tag.getAttribute('data-emotion') ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const id of ids) delete cache.inserted[id];
    // The empty tag stays (emotion's sheet holds it); it no longer names anything.
    tag.removeAttribute(COMPOSED_STYLES_ATTRIBUTE);
  }
}
