import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { COMPOSED_STYLES_ATTRIBUTE, forgetComposedStyles } from './forgetComposedStyles';

/** A server page's style tags, as renderPage writes them: critical CSS, and the composed styles' names alone. */
function serverStyleTags(composedIds: string[]) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<style data-emotion="css critical1">.css-critical1{color:red;}</style>` +
    `<style data-emotion="css ${composedIds.join(' ')}" ${COMPOSED_STYLES_ATTRIBUTE}></style>`;
}

describe('forgetComposedStyles', () => {
  it('lets hydration skip the composed styles the server named, then forgets them, so a later render writes what it needs', () => {
    const composed = serializeStyles([{ display: 'flex', position: 'fixed' }]);
    serverStyleTags([composed.name, 'other']);
    const cache = createCache({ key: 'css' });
    // Hydrating: the cache knows the name, so rendering the component writes nothing.
    expect(cache.inserted[composed.name]).toBe(true);
    const insert = jest.spyOn(cache, 'insert');
    insertStyles(cache, composed, false);
    expect(insert).not.toHaveBeenCalled();

    forgetComposedStyles(cache);
    expect(cache.inserted[composed.name]).toBeUndefined();
    expect(cache.inserted.other).toBeUndefined();
    expect(cache.inserted.critical1).toBe(true);
    expect(document.querySelector(`style[${COMPOSED_STYLES_ATTRIBUTE}]`)).toBeNull();
    forgetComposedStyles(cache);
    expect(cache.inserted.critical1).toBe(true);
    // A render from here on writes the rule it needs.
    insertStyles(cache, composed, false);
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('leaves another direction’s cache alone', () => {
    serverStyleTags(['a1']);
    const cache = createCache({ key: 'rtl' });
    forgetComposedStyles(cache);
    expect(document.querySelector(`style[${COMPOSED_STYLES_ATTRIBUTE}]`)).not.toBeNull();
  });
});
