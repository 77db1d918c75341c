import { ARABIC_FONT_FAMILY } from 'shared';
import { ARABIC_UNICODE_RANGE } from './arabicFontRanges';

/**
 * The Arabic pages' font: Noto Sans Arabic (SIL Open Font License 1.1), self-hosted. The build
 * subsets @fontsource's Arabic-script files to ARABIC_FONT_RANGES (arabicFontRanges.ts: a fraction of
 * each weight's file), and the page uses the font only for those characters (`unicode-range`),
 * so Latin text on an Arabic page keeps the system font and an English page downloads nothing.
 * `font-display: optional`: a page never re-lays out when the font arrives; an Arabic page preloads
 * its regular weight so the first visit has it in time.
 */

export const arabicFontUrl = (weight: 400 | 700) => `/fonts/noto-sans-arabic-arabic-${weight}-normal.woff2`;

/**
 * The @font-face rules. A server-rendered Arabic page has them in its head as a plain style element
 * (ARABIC_FONT_FACES_ID) that nothing touches afterwards; a page the browser renders itself gets them
 * from emotion's Global. Never both: hydrating a Global moves the server's style element, which
 * makes the browser read the rules anew, and a font that arrives then (from the cache) would swap in
 * under the visitor, the layout shift `font-display: optional` is there to prevent.
 */
export const ARABIC_FONT_FACES_CSS = ([400, 700] as const)
  .map(
    (weight) =>
      `@font-face{font-family:"${ARABIC_FONT_FAMILY}";font-style:normal;font-weight:${weight};font-display:optional;` +
      `src:url(${arabicFontUrl(weight)}) format('woff2');unicode-range:${ARABIC_UNICODE_RANGE}}`,
  )
  .join('');

export const ARABIC_FONT_FACES_ID = 'arabic-font-faces';

/** The server's head element for an Arabic page. */
export const arabicFontFacesStyleTag = () => `<style id="${ARABIC_FONT_FACES_ID}">${ARABIC_FONT_FACES_CSS}</style>`;
