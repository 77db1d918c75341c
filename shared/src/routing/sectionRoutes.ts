import { SECTIONS, ROUTES_EXPOSE, type RemoteName } from '../sections';
import type { Translations } from '../i18n/translations';
import { canonicalPath } from './canonicalPath';

export interface SectionRoute {
  /** Route path below the site root; the remote routes what follows a `/*`. */
  path: string;
  remote: RemoteName;
  expose: string;
  /** Its name in every language: its section's for its './routes', else its page's. */
  name: Translations<string>;
}

/** The route table, from the sections table: each section's base path, then the site-wide pages it provides. */
export const SECTION_ROUTES: SectionRoute[] = SECTIONS.flatMap(({ remote, name, basePath, pages }) => [
  { path: `${basePath.slice(1)}/*`, remote, expose: ROUTES_EXPOSE, name },
  ...pages.map((page) => ({ ...page, remote })),
]);

/**
 * The section route a site path renders, e.g. '/housing/hotels' → mfe_housing's './routes',
 * '/faq' → mfe_tickets' './FaqPage'. Used by the shell to preload and by the site server's hints.
 */
export function sectionForPath(path: string): SectionRoute | undefined {
  const pathname = canonicalPath(path.split(/[?#]/)[0]);
  return SECTION_ROUTES.find((route) => {
    if (!route.path.endsWith('/*')) return pathname === `/${route.path}`;
    const base = `/${route.path.slice(0, -2)}`;
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}
