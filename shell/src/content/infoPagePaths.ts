/**
 * The shell's info pages, by path. The routes and the sitemap need only these; the pages' copy in
 * both languages (content/infoPages.ts) loads with the info page itself, off every other first load.
 */
export const INFO_PAGE_PATHS = ['about', 'pavilions', 'covid-policy', 'terms', 'privacy'] as const;

export type InfoPagePath = (typeof INFO_PAGE_PATHS)[number];
