import hashString from '@emotion/hash';

/** Distinct style strings remembered: enough for every page of the site; past this, it starts again. */
export const REMEMBERED_STYLES = 5000;

const names = new Map<string, string>();

/**
 * Emotion's class-name hash (@emotion/hash, murmur2 in JavaScript), remembered by the style string
 * it hashes. Emotion hashes each styled element's whole serialised CSS on every render, hundreds of
 * long strings a page, nearly all of them the same from page to page; the render process's
 * bundle uses this in its place (build/bundle.ts). A Map finds a string by V8's native hash, a
 * fraction of murmur2's time. The same name for the same string, so pages are byte-identical.
 */
export default function memoizedStyleHash(styles: string): string {
  let name = names.get(styles);
  if (name === undefined) {
    if (names.size >= REMEMBERED_STYLES) names.clear();
    name = hashString(styles);
    names.set(styles, name);
  }
  return name;
}
