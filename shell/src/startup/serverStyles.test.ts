import createCache from '@emotion/cache';
import { keyframes } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import {
  COMPOSED_STYLES_ATTRIBUTE,
  SERVER_STYLES_ATTRIBUTE,
  adoptServerStyles,
  forgetComposedStyles,
  pageHasServerStyles,
} from './serverStyles';

const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.4 } });
const critical = serializeStyles([{ color: 'red' }]);

/** A server page's <head>, as renderPage writes it: a global element, the critical CSS, and the composed styles' names alone. */
function serverStyleTags(composedIds: string[]) {
  document.body.innerHTML = '';
  document.head.innerHTML =
    `<title>A page</title>` +
    `<style ${SERVER_STYLES_ATTRIBUTE}="css-global 1base ${pulse.name}">body{margin:0}</style>` +
    `<style ${SERVER_STYLES_ATTRIBUTE}="css ${critical.name}">.css-${critical.name}{color:red;}</style>` +
    `<style ${SERVER_STYLES_ATTRIBUTE}="css ${composedIds.join(' ')}" ${COMPOSED_STYLES_ATTRIBUTE}></style>` +
    `<link rel="icon" href="/favicon.ico">`;
}

/** Every element added to <head> from now on, moves included (read once the observer's records are in). */
function recordHeadInsertions(): Node[] {
  const added: Node[] = [];
  new MutationObserver((records) => records.forEach((record) => added.push(...record.addedNodes))).observe(
    document.head,
    { childList: true },
  );
  return added;
}

const rulesOf = (tag: Node) => [...(tag as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText).join('');

describe('adoptServerStyles', () => {
  it('teaches the cache every style the server wrote, without moving an element, and writes new rules after the server’s', async () => {
    serverStyleTags(['composed1']);
    expect(pageHasServerStyles()).toBe(true);
    const before = [...document.head.children];
    const added = recordHeadInsertions();
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache);
    expect(cache.inserted).toMatchObject({ [critical.name]: true, composed1: true, [pulse.name]: true });
    expect(cache.inserted['1base']).toBeUndefined();

    const insert = jest.spyOn(cache, 'insert');
    insertStyles(cache, critical, false);
    const fresh = serializeStyles([{ color: 'blue' }]);
    insertStyles(cache, fresh, false);
    expect(insert).toHaveBeenCalledTimes(1);
    await Promise.resolve(); // the observer's records
    // Nothing the server wrote was moved; the new rules' element sits after the server's last.
    expect(added).toHaveLength(1);
    expect([...document.head.children]).toEqual([...before.slice(0, 4), added[0], before[4]]);
    expect(rulesOf(added[0])).toMatch(/color: ?blue/);
  });

  it('takes no element of another direction’s cache', () => {
    serverStyleTags(['a1']);
    const cache = createCache({ key: 'rtl' });
    adoptServerStyles(cache);
    expect(cache.sheet.tags).toEqual([]);
    expect(cache.inserted[critical.name]).toBeUndefined();
  });

  it('finds no server styles on a page the browser renders itself', () => {
    document.head.innerHTML = '<title>A page</title>';
    expect(pageHasServerStyles()).toBe(false);
  });
});

describe('forgetComposedStyles', () => {
  it('lets hydration skip the composed styles the server named, then forgets them, so a later render writes what it needs', () => {
    const composed = serializeStyles([{ display: 'flex', position: 'fixed' }]);
    serverStyleTags([composed.name, 'other']);
    const cache = createCache({ key: 'css' });
    adoptServerStyles(cache);
    // Hydrating: the cache knows the name, so rendering the component writes nothing.
    const insert = jest.spyOn(cache, 'insert');
    insertStyles(cache, composed, false);
    expect(insert).not.toHaveBeenCalled();

    forgetComposedStyles(cache);
    expect(cache.inserted[composed.name]).toBeUndefined();
    expect(cache.inserted.other).toBeUndefined();
    expect(cache.inserted[critical.name]).toBe(true);
    expect(document.querySelector(`style[${COMPOSED_STYLES_ATTRIBUTE}]`)).toBeNull();
    forgetComposedStyles(cache);
    expect(cache.inserted[critical.name]).toBe(true);
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
