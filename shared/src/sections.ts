/**
 * The site's sections: the one table the shell's routes, header nav, search entries and Home
 * widgets, the site server's registry and preload hints, the remotes' builds and the browser tests
 * are derived from. Adding a section is one entry here plus its `mfe-*` package.
 * Plain data with no imports, so the browser, the server and the build can all read it.
 */
export interface SectionPage {
  /** Route path below the site root, routed by the exposed module (`/*` when it routes what follows). */
  path: string;
  /** The module that renders it, from the section's `src/exposes/`. */
  expose: string;
  /** Its name in loading and fallback messages. */
  name: string;
}

export interface HomeWidget {
  expose: string;
  /** Its heading, also the name of its loading placeholder and fallback. */
  name: string;
  /** Position among Home's section widgets (they are not in section order). */
  order: number;
}

export interface Section {
  /** The remote's federation name, its key in the remote registry. */
  remote: `mfe_${string}`;
  /** The remote's package folder, also where the site server serves its files (`/mfe-housing/…`). */
  package: `mfe-${string}`;
  /** The section's name in loading and fallback messages ("Housing is temporarily unavailable"). */
  name: string;
  /** Where the section's './routes' is mounted. */
  basePath: `/${string}`;
  /** The header's link text (SPEC "Header"). */
  navLabel: string;
  /** Its page's title in the search palette's Pages group (SPEC "Search palette"). */
  searchTitle: string;
  /** The heading its main page shows, which contract and browser tests wait for. */
  mainHeading: string;
  /** The remote's dev-server port (`npm run dev`). */
  devPort: number;
  /** Site-wide pages the section provides from its own data, besides those under its base path. */
  pages: SectionPage[];
  /**
   * The query parameters each of its pages reads, by page path (as in English): only these reach the
   * server render and tell cached pages apart; any other parameter is the same page.
   */
  queryParams?: Readonly<Record<`/${string}`, readonly string[]>>;
  homeWidget?: HomeWidget;
}

const TABLE = [
  {
    remote: 'mfe_housing',
    package: 'mfe-housing',
    name: 'Housing',
    basePath: '/housing',
    navLabel: 'HOUSING',
    searchTitle: 'Housing',
    mainHeading: 'Find Your Perfect Stay',
    devPort: 3001,
    pages: [],
  },
  {
    remote: 'mfe_dining',
    package: 'mfe-dining',
    name: 'Dining',
    basePath: '/eating',
    navLabel: 'DINING',
    searchTitle: 'Dining',
    mainHeading: 'Culinary Experiences',
    devPort: 3002,
    pages: [],
    homeWidget: { expose: './CulinaryExperiences', name: 'Culinary Experiences', order: 2 },
  },
  {
    remote: 'mfe_explore',
    package: 'mfe-explore',
    name: 'Things to Do',
    basePath: '/things-to-do',
    navLabel: 'THINGS TO DO',
    searchTitle: 'Things to Do',
    mainHeading: 'Discover Saudi Arabia',
    devPort: 3003,
    pages: [
      { path: 'events/*', expose: './EventRoutes', name: 'Events' },
      { path: 'schedule', expose: './SchedulePage', name: 'Schedule' },
    ],
    homeWidget: { expose: './ThingsToExperience', name: 'Things to Experience', order: 1 },
  },
  {
    remote: 'mfe_shop',
    package: 'mfe-shop',
    name: 'E-Shop',
    basePath: '/e-shop',
    navLabel: 'E-SHOP',
    searchTitle: 'E-Shop',
    mainHeading: 'Official Event Merchandise',
    devPort: 3004,
    pages: [],
    queryParams: { '/e-shop': ['category'] },
    homeWidget: { expose: './MerchandiseSection', name: 'Event Merchandise', order: 3 },
  },
  {
    remote: 'mfe_tickets',
    package: 'mfe-tickets',
    name: 'Tickets',
    basePath: '/tickets',
    navLabel: 'TICKETS',
    searchTitle: 'Tickets',
    mainHeading: 'Get Your Tickets',
    devPort: 3005,
    pages: [{ path: 'faq', expose: './FaqPage', name: 'FAQ' }],
    queryParams: { '/tickets': ['type'] },
  },
  {
    remote: 'mfe_access',
    package: 'mfe-access',
    name: 'Access',
    basePath: '/access',
    navLabel: 'ACCESS',
    searchTitle: 'Access & Directions',
    mainHeading: 'Access & Directions',
    devPort: 3006,
    pages: [
      { path: 'venue', expose: './VenuePage', name: 'Venue' },
      { path: 'accessibility', expose: './AccessibilityPage', name: 'Accessibility' },
      { path: 'contact', expose: './ContactPage', name: 'Contact' },
    ],
  },
] as const satisfies readonly Section[];

/** Federation names of the remotes, as in the remote registry. */
export type RemoteName = (typeof TABLE)[number]['remote'];
export const SECTIONS: ReadonlyArray<Section & { remote: RemoteName }> = TABLE;
export const REMOTE_NAMES: RemoteName[] = SECTIONS.map((section) => section.remote);

/** What every remote exposes besides its section's pages and widgets: its routes and its search entries. */
export const ROUTES_EXPOSE = './routes';
export const SEARCH_EXPOSE = './search';

export function sectionOf(remote: string): Section | undefined {
  return SECTIONS.find((section) => section.remote === remote);
}

/** The registry the site server uses unless told otherwise: every remote's manifest, served from this server. */
export function defaultRegistry(): Record<RemoteName, string> {
  return Object.fromEntries(SECTIONS.map((section) => [section.remote, `/${section.package}/mf-manifest.json`])) as Record<RemoteName, string>;
}

/** The registry `npm run dev` uses: each remote on its own dev server. */
export function devRegistry(): Record<RemoteName, string> {
  return Object.fromEntries(SECTIONS.map((section) => [section.remote, `http://localhost:${section.devPort}/${section.package}/mf-manifest.json`])) as Record<RemoteName, string>;
}
