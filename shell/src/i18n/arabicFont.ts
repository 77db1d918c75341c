import { ARABIC_FONT_FAMILY } from 'shared';

/**
 * The Arabic pages' font: Noto Sans Arabic (SIL Open Font License 1.1), self-hosted. Only its
 * Arabic-script subset (@fontsource's files, copied into the build by webpack.config.js), and only
 * for Arabic characters (`unicode-range`), so Latin text on an Arabic page keeps the system font and
 * an English page downloads nothing. `font-display: optional`: a page never re-lays out when the
 * font arrives; an Arabic page preloads its regular weight so the first visit has it in time.
 */

const ARABIC_UNICODE_RANGE = 'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

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
