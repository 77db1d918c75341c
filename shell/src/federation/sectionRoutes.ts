import type { RemoteName } from 'shared';

export interface SectionRoute {
  /** Route path below the site root; the remote routes what follows. */
  path: string;
  remote: RemoteName;
  expose: string;
  name: string;
}

/** The route table: which path goes to which remote. */
export const SECTION_ROUTES: SectionRoute[] = [
  { path: 'housing/*', remote: 'mfe_housing', expose: './routes', name: 'Housing' },
  { path: 'eating/*', remote: 'mfe_dining', expose: './routes', name: 'Dining' },
  { path: 'things-to-do/*', remote: 'mfe_explore', expose: './routes', name: 'Things to Do' },
  { path: 'e-shop/*', remote: 'mfe_shop', expose: './routes', name: 'E-Shop' },
  { path: 'tickets/*', remote: 'mfe_tickets', expose: './routes', name: 'Tickets' },
  { path: 'access/*', remote: 'mfe_access', expose: './routes', name: 'Access' },
  // Pages the sections provide to the whole site, from their own data.
  { path: 'events/*', remote: 'mfe_explore', expose: './EventRoutes', name: 'Events' },
  { path: 'schedule', remote: 'mfe_explore', expose: './SchedulePage', name: 'Schedule' },
  { path: 'faq', remote: 'mfe_tickets', expose: './FaqPage', name: 'FAQ' },
  { path: 'venue', remote: 'mfe_access', expose: './VenuePage', name: 'Venue' },
  { path: 'accessibility', remote: 'mfe_access', expose: './AccessibilityPage', name: 'Accessibility' },
  { path: 'contact', remote: 'mfe_access', expose: './ContactPage', name: 'Contact' },
];

/**
 * The section route a site path renders, e.g. '/housing/hotels' → mfe_housing's './routes',
 * '/faq' → mfe_tickets' './FaqPage'. Used by the shell to preload and by the site server's hints.
 */
export function sectionForPath(path: string): SectionRoute | undefined {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return SECTION_ROUTES.find((route) => {
    if (!route.path.endsWith('/*')) return pathname === `/${route.path}`;
    const base = `/${route.path.slice(0, -2)}`;
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}
