/**
 * The digest the server gives a boundary it could not render (a remote down, over budget or throwing).
 * React sends the digest, never the error, to the browser, which renders that boundary itself and
 * reports the digest as a recoverable error: expected, and reported as a warning there.
 */
export const SECTION_LEFT_TO_BROWSER = 'section-left-to-browser';

export const isSectionLeftToBrowser = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === SECTION_LEFT_TO_BROWSER;
