/**
 * The characters the font file holds and is used for: the Arabic block (letters, marks, Arabic
 * punctuation and digits), and the joiners and direction marks Arabic text uses. Shaping (joined
 * and final forms, ligatures) is in the font's tables, not in presentation-form code points, which
 * the site's copy never uses (arabicFontRanges.test.ts checks every package's Arabic).
 */
export const ARABIC_FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The same characters as CSS `unicode-range`. */
export const ARABIC_UNICODE_RANGE = ARABIC_FONT_RANGES.map(([first, last]) => `U+${hex(first)}-${hex(last)}`).join(
  ', ',
);

/** Every character of ARABIC_FONT_RANGES: what the build keeps of the font. */
export const arabicFontCharacters = () =>
  ARABIC_FONT_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('');
