import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { createStyleCache } from './styleCache';

/** The CSS a cache writes for one style object. */
function written(dir: 'ltr' | 'rtl', styles: CSSObject): string {
  const cache = createStyleCache(dir);
  const rules: string[] = [];
  jest.spyOn(cache.sheet, 'insert').mockImplementation((rule) => void rules.push(rule));
  insertStyles(cache, serializeStyles([styles]), true);
  return rules.join('');
}

describe('the style caches’ prefixer', () => {
  it('writes flexbox, transitions and transforms unprefixed', () => {
    const css = written('ltr', {
      display: 'flex',
      alignItems: 'center',
      flexGrow: 1,
      transition: 'opacity 200ms',
      transform: 'scale(1)',
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('transition:opacity 200ms;');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the prefixes browsers still need (Safari’s user-select and backdrop-filter), in both directions', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const css = written(dir, { userSelect: 'none', backdropFilter: 'blur(4px)' });
      expect(css).toContain('-webkit-user-select:none;user-select:none;');
      expect(css).toContain('-webkit-backdrop-filter:blur(4px);');
    }
  });

  it('prefixes background-clip only for text', () => {
    expect(written('ltr', { backgroundClip: 'text' })).toContain('-webkit-background-clip:text;background-clip:text;');
    expect(written('ltr', { backgroundClip: 'padding-box' })).not.toContain('-webkit-');
  });

  it('still mirrors a right-to-left page’s rules', () => {
    expect(written('rtl', { marginLeft: 8, display: 'flex' })).toMatch(/margin-right:8px;display:flex;/);
  });
});
