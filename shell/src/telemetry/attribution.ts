import { SECTIONS, canonicalPath, releaseFileOf, sectionForPath } from 'shared/site';

/** The release a remote's manifest URL names (`/releases/<package>/<release>/files/mf-manifest….json`), or 'build' for the platform's own deployment. */
export const releaseOf = (entry: string) => releaseFileOf(entry)?.release ?? 'build';

/**
 * shared/site's localeOfPath, as a pattern (attribution.test.ts checks they agree): this chunk imports
 * nothing the first load has merged into one module (the locales module, which an import from here
 * would split out of it, making the first load larger).
 */
const ARABIC_PREFIX = /^\/ar(?=\/|$)/i;

/** What the report's schema takes (shared/site's telemetryReport.ts): a route, a remote's name. */
const REPORTABLE_ROUTE = /^\/[A-Za-z0-9/_-]{0,199}$/;
export const REPORTABLE_REMOTE = /^mfe_[a-z]+$/;

/**
 * A page's route as a report names it: its path in English (an Arabic page's `/ar/…` is its English
 * twin's), in its one spelling, no query. A path the report cannot carry (an encoded character, too
 * long) is named by its section's base path; outside a section, by nothing (its events are dropped).
 */
export function routeOf(pathname: string): string | undefined {
  const route = canonicalPath(pathname.replace(ARABIC_PREFIX, '') || '/');
  if (REPORTABLE_ROUTE.test(route)) return route;
  const section = sectionForPath(route);
  return section?.path.endsWith('/*') ? `/${section.path.slice(0, -2)}` : undefined;
}

/**
 * The remote that owns a route: the section whose base path it is under, or that provides it as a
 * site-wide page (`/faq` → mfe_tickets). Home, the shell's info pages and not-found pages have none.
 */
export const remoteOfRoute = (route: string) => sectionForPath(route)?.remote;

/**
 * The remote whose files a component stack runs through first (innermost frame first), found by the
 * folder each remote's manifest is served from: a hydration mismatch in a remote's component names
 * its files; one in the shell's own components names none of them.
 */
export function remoteInStack(stack: string | undefined, entryOf: (remote: string) => string | undefined) {
  let found: { remote: string; at: number } | undefined;
  for (const { remote } of SECTIONS) {
    const entry = entryOf(remote);
    if (!stack || !entry) continue;
    const at = stack.indexOf(entry.slice(0, entry.lastIndexOf('/') + 1));
    if (at >= 0 && (!found || at < found.at)) found = { remote, at };
  }
  return found?.remote;
}
