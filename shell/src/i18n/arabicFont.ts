import { ARABIC_FONT_FAMILY } from 'shared';
import { ARABIC_UNICODE_RANGE } from './arabicFontRanges';

/**
 * The Arabic pages' font: Noto Sans Arabic (SIL Open Font License 1.1), self-hosted. The build
 * subsets @fontsource's Arabic-script files to ARABIC_FONT_RANGES (arabicFontRanges.ts; about 21 KB a
 * weight instead of 49 KB), and the page uses the font only for those characters (`unicode-range`),
 * so Latin text on an Arabic page keeps the system font and an English page downloads nothing.
 * `font-display: optional`: a page never re-lays out when the font arrives; an Arabic page preloads
 * its regular weight so the first visit has it in time.
 */

export const arabicFontUrl = (weight: 400 | 700) => `/fonts/noto-sans-arabic-arabic-${weight}-normal.woff2`;

/** The @font-face rules, for emotion's Global. */
export const ARABIC_FONT_FACES = ([400, 700] as const).map((weight) => ({
  '@font-face': {
    fontFamily: ARABIC_FONT_FAMILY,
    fontStyle: 'normal',
    fontWeight: weight,
    fontDisplay: 'optional',
    src: `url(${arabicFontUrl(weight)}) format('woff2')`,
    unicodeRange: ARABIC_UNICODE_RANGE,
  },
}));
