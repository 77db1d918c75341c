import { canonicalPath } from './canonicalPath';

/**
 * The shell's info pages, by path. The routes and the sitemap need only these; the pages' copy in
 * both languages (content/infoPages.ts) loads with the info page itself, off every other first load.
 */
export const INFO_PAGE_PATHS = ['about', 'covid-policy', 'terms', 'privacy'] as const;

export type InfoPagePath = (typeof INFO_PAGE_PATHS)[number];

/** An info page's path without its language prefix, or undefined: the page loads its chunk before hydrating one, and the server hints it. */
export const infoPagePathOf = (path: string): InfoPagePath | undefined =>
  INFO_PAGE_PATHS.find((candidate) => `/${candidate}` === canonicalPath(path));
