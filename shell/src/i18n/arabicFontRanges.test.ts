import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ARABIC_FONT_RANGES, ARABIC_UNICODE_RANGE, arabicFontCharacters } from './arabicFontRanges';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Every code point Unicode gives the Arabic script (the block, its supplements, extensions and presentation forms). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const PACKAGES = readdirSync(REPO_ROOT).filter(
  (name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'),
);

describe('the Arabic font the build keeps', () => {
  it('holds every Arabic character of every package’s copy, so no word mixes the font with a fallback', () => {
    const inFont = new Set(arabicFontCharacters());
    const outside = new Map<string, string>();
    let arabicCharacters = 0;
    for (const file of PACKAGES.flatMap((name) => sourceFiles(path.join(REPO_ROOT, name, 'src')))) {
      for (const [character] of readFileSync(file, 'utf8').matchAll(ARABIC_SCRIPT)) {
        arabicCharacters++;
        if (!inFont.has(character))
          outside.set(`U+${character.codePointAt(0)!.toString(16).toUpperCase()}`, path.relative(REPO_ROOT, file));
      }
    }
    expect(arabicCharacters).toBeGreaterThan(10_000);
    expect(Object.fromEntries(outside)).toEqual({});
  });

  it('is the Arabic block and the joiners and direction marks, in CSS as in the file', () => {
    expect(ARABIC_FONT_RANGES).toEqual([
      [0x0600, 0x06ff],
      [0x200c, 0x200f],
    ]);
    expect(ARABIC_UNICODE_RANGE).toBe('U+0600-06FF, U+200C-200F');
    expect(arabicFontCharacters()).toHaveLength(256 + 4);
  });
});
