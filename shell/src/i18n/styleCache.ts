import createCache, { type EmotionCache } from '@emotion/cache';
import { rightToLeft } from './rightToLeft';
import { createLeftToRightCache, modernPrefixer } from './stylePrefixer';

/**
 * Right to left's stylis plugins: one array for the process, so emotion's server reuses compiled
 * rules (stylePrefixer.ts says why). Each declaration is mirrored before the prefixer copies it.
 */
const RIGHT_TO_LEFT_PLUGINS = [rightToLeft, modernPrefixer];

/**
 * The style cache for a page's direction (MUI's RTL recipe, with rightToLeft.ts in place of
 * stylis-plugin-rtl). Left to right is a cache of key `ltr`; right to left writes every
 * rule mirrored (margin-left becomes margin-right, and so on) under its own key, so a page never
 * mixes the two. The server makes one per request; the browser
 * loads this module only for a right-to-left page.
 */
export function createStyleCache(dir: 'ltr' | 'rtl'): EmotionCache {
  return dir === 'rtl' ? createCache({ key: 'rtl', stylisPlugins: RIGHT_TO_LEFT_PLUGINS }) : createLeftToRightCache();
}
