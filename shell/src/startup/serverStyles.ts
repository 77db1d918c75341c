import type { EmotionCache } from '@emotion/cache';

/**
 * Marks the server's <style> elements, with the cache key and the names of the styles each holds
 * (`ltr 1a2b 3c4d`, `rtl-global 5e6f`): what emotion's own `data-emotion` says, under a name emotion
 * does not look for. Emotion's browser caches take the `data-emotion` elements by moving each to the
 * end of <head>, and moving a style element, even to where it already is, makes the browser restyle
 * the whole page (a right-to-left page's restyle costs more than a left-to-right one's: docs/hydration.md,
 * The Arabic pages). adoptServerStyles takes them where they are.
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles';

/** Marks the server's <style> that names composed components' styles without their CSS (entry.server.tsx). */
export const COMPOSED_STYLES_ATTRIBUTE = 'data-composed';

function serverStyleElements(): Array<{ tag: HTMLStyleElement; key: string; ids: string[] }> {
  return [...document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)].map((tag) => {
    const [key, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    return { tag, key, ids };
  });
}

/**
 * Browser only, before hydrating: the cache learns every style the server wrote for it (so hydrating
 * writes none again) and puts the rules it writes later after the server's, as emotion's own
 * hydration does, without moving an element. The server's keyframes (in its `-global` elements) count
 * as written too; its global styles stay the server's (SiteBaseline does not write them again).
 */
export function adoptServerStyles(cache: EmotionCache): void {
  for (const { tag, key, ids } of serverStyleElements()) {
    if (key === cache.key) {
      for (const id of ids) cache.inserted[id] = true;
      cache.sheet.tags.push(tag);
    } else if (key === `${cache.key}-global`) {
      for (const id of ids) if (id.startsWith('animation-')) cache.inserted[id] = true;
    }
  }
}

/** Whether the server rendered this page with its styles (a dev server or a static host sends none). */
export function pageHasServerStyles(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}]`) !== null;
}

/**
 * Browser only, once the page has hydrated. The server named the styles of its composed components
 * (rules no element of its HTML carries) so that hydrating did not write them again, but sent no
 * CSS for them: the cache forgets those names here, and a later render that needs one writes it.
 */
export function forgetComposedStyles(cache: EmotionCache): void {
  for (const { tag, key, ids } of serverStyleElements()) {
    if (key !== cache.key || !tag.hasAttribute(COMPOSED_STYLES_ATTRIBUTE)) continue;
    for (const id of ids) delete cache.inserted[id];
    // The empty tag stays (the cache's sheet holds it); it no longer names anything.
    tag.removeAttribute(COMPOSED_STYLES_ATTRIBUTE);
  }
}
