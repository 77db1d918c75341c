/**
 * A page's decorative photos (a hero's background) are fetched once its first words are on screen:
 * the shell's first script sets this attribute on <html> after the first contentful paint, so on a
 * slow connection a photo never delays the text. A browser without scripts gets the photo at once.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** `sx` keys for styles that apply once the first paint is done, or where scripts never run. */
export const AFTER_FIRST_PAINT = [`html[${FIRST_PAINT_ATTRIBUTE}] &`, '@media (scripting: none)'] as const;
