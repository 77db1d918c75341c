import createCache, { type EmotionCache } from '@emotion/cache';
import { DECLARATION, type Middleware } from 'stylis';

/**
 * Properties a browser the site supports still needs the -webkit- prefix for (Safari's user-select,
 * backdrop-filter, text-decoration shorthand, mask; MUI writes -webkit-print-color-adjust itself).
 * Flexbox, transitions, transforms and animations have needed no prefix for years: prefixed, they
 * were a large share of a page's inlined CSS, and what tipped its HTML past the first round trip of
 * a slow connection. (stylis's own `prefix` would add more to the first load than these few cases need.)
 */
const WEBKIT_PREFIXED =
  /^(?:user-select|appearance|text-size-adjust|backdrop-filter|mask|box-decoration-break|text-decoration)/;

/** A stylis plugin: the declarations above, also written -webkit- prefixed (as stylis's prefixer writes them). */
export const modernPrefixer: Middleware = (element) => {
  if (element.type !== DECLARATION || element.return) return;
  const property = String(element.props);
  if (WEBKIT_PREFIXED.test(property) || (property === 'background-clip' && String(element.children).includes('text'))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The left-to-right stylis plugins: one array for the process. On the server emotion keeps each
 * rule's compiled CSS for the next render, keyed by this array's identity (and the cache's key); a
 * new array per request missed that every time, and compiling rules was a tenth of a render.
 */
const LEFT_TO_RIGHT_PLUGINS = [modernPrefixer];

/**
 * The left-to-right style cache, with the prefixer above. Its key is not emotion's own `css`: the
 * cache @emotion/react makes for itself as it loads would take the server's `css` style elements too,
 * moving each once more (and a style element moved makes the browser restyle the whole page).
 */
export function createLeftToRightCache(): EmotionCache {
  return createCache({ key: 'ltr', stylisPlugins: LEFT_TO_RIGHT_PLUGINS });
}
