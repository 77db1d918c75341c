/**
 * @jest-environment node
 */
import type * as EmotionSerialize from '@emotion/serialize';
import type * as EmotionUtils from '@emotion/utils';
import type * as StyleCache from './styleCache';

/** The server's style caches and emotion, loaded afresh over a stylis that counts the rules it compiles. */
function loadCountingCompiles() {
  const compiled = { count: 0 };
  let modules!: {
    createStyleCache: typeof StyleCache.createStyleCache;
    serializeStyles: typeof EmotionSerialize.serializeStyles;
    insertStyles: typeof EmotionUtils.insertStyles;
  };
  // emotion's own copy of stylis (the shell's package has another, for its plugin types).
  const emotionStylis = require.resolve('stylis', { paths: [require.resolve('@emotion/cache')] });
  jest.isolateModules(() => {
    jest.doMock(emotionStylis, () => {
      const stylis = jest.requireActual('stylis');
      return { ...stylis, compile: (css: string) => (compiled.count++, stylis.compile(css)) };
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded afresh, over the counting stylis
    modules = { ...require('./styleCache'), ...require('@emotion/serialize'), ...require('@emotion/utils') };
  });
  return { compiled, ...modules };
}

describe('the style caches on the server', () => {
  it.each(['ltr', 'rtl'] as const)(
    '%s: a later request (a fresh cache) reuses the rules an earlier one compiled',
    (dir) => {
      const { compiled, createStyleCache, serializeStyles, insertStyles } = loadCountingCompiles();
      const styles = serializeStyles([{ marginLeft: 8, display: 'flex', userSelect: 'none' }]);
      const first = insertStyles(createStyleCache(dir), styles, true);
      const compiledByFirst = compiled.count;
      expect(compiledByFirst).toBeGreaterThan(0);

      const second = insertStyles(createStyleCache(dir), styles, true);
      expect(second).toBe(first);
      expect(compiled.count).toBe(compiledByFirst);
      // Each direction's own rules: the right-to-left cache writes the margin mirrored.
      expect(first).toContain(dir === 'rtl' ? 'margin-right:8px' : 'margin-left:8px');
    },
  );
});
