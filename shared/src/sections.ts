import { GLOSSARY } from './i18n/glossary';
import type { Translations } from './i18n/translations';

/**
 * The site's sections: the one table the shell's routes, header nav, search entries and Home
 * widgets, the site server's registry and preload hints, the remotes' builds and the browser tests
 * are derived from. Adding a section is one entry here, with its labels in every language, plus its
 * `mfe-*` package.
 * Plain data importing only the glossary (plain data too), so the browser, the server and the build can all read it.
 */
export interface SectionPage {
  /** Route path below the site root, routed by the exposed module (`/*` when it routes what follows). */
  path: string;
  /** The module that renders it, from the section's `src/exposes/`. */
  expose: string;
  /** Its name in loading and fallback messages, in every language. */
  name: Translations<string>;
}

export interface HomeWidget {
  expose: string;
  /** Its heading, also the name of its loading placeholder and fallback, in every language. */
  name: Translations<string>;
  /** Position among Home's section widgets (they are not in section order). */
  order: number;
}

export interface Section {
  /** The remote's federation name, its key in the remote registry. */
  remote: `mfe_${string}`;
  /** The remote's package folder, also where the site server serves its files (`/mfe-housing/…`). */
  package: `mfe-${string}`;
  /** The section's name in loading and fallback messages ("Housing is temporarily unavailable"), in every language. */
  name: Translations<string>;
  /** Where the section's './routes' is mounted. */
  basePath: `/${string}`;
  /** The header's link text (SPEC "Header"), in every language. */
  navLabel: Translations<string>;
  /** Its page's title in the search palette's Pages group (SPEC "Search palette"), in every language. */
  searchTitle: Translations<string>;
  /**
   * The English heading its main page shows, which contract and browser tests wait for. Not copy:
   * the section's own `src/content/` writes the heading, in every language.
   */
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
    name: { en: 'Housing', ar: 'الإقامة' },
    basePath: '/housing',
    navLabel: { en: 'HOUSING', ar: 'الإقامة' },
    searchTitle: { en: 'Housing', ar: 'الإقامة' },
    mainHeading: 'Find Your Perfect Stay',
    devPort: 3001,
    pages: [],
  },
  {
    remote: 'mfe_dining',
    package: 'mfe-dining',
    name: { en: 'Dining', ar: 'المطاعم' },
    basePath: '/eating',
    navLabel: { en: 'DINING', ar: 'المطاعم' },
    searchTitle: { en: 'Dining', ar: 'المطاعم' },
    mainHeading: 'Culinary Experiences',
    devPort: 3002,
    pages: [],
    homeWidget: { expose: './CulinaryExperiences', name: { en: 'Culinary Experiences', ar: 'تجارب الطعام' }, order: 2 },
  },
  {
    remote: 'mfe_explore',
    package: 'mfe-explore',
    name: { en: 'Things to Do', ar: 'الأنشطة' },
    basePath: '/things-to-do',
    navLabel: { en: 'THINGS TO DO', ar: 'الأنشطة' },
    searchTitle: { en: 'Things to Do', ar: 'الأنشطة' },
    mainHeading: 'Discover Saudi Arabia',
    devPort: 3003,
    pages: [
      { path: 'events/*', expose: './EventRoutes', name: { en: 'Events', ar: 'الفعاليات' } },
      { path: 'schedule', expose: './SchedulePage', name: { en: 'Schedule', ar: 'جدول الفعاليات' } },
    ],
    homeWidget: { expose: './ThingsToExperience', name: { en: 'Things to Experience', ar: 'تجارب لا تُفوَّت' }, order: 1 },
  },
  {
    remote: 'mfe_shop',
    package: 'mfe-shop',
    name: { en: 'E-Shop', ar: 'المتجر الإلكتروني' },
    basePath: '/e-shop',
    navLabel: { en: 'E-SHOP', ar: 'المتجر' },
    searchTitle: { en: 'E-Shop', ar: 'المتجر الإلكتروني' },
    mainHeading: 'Official Event Merchandise',
    devPort: 3004,
    pages: [],
    queryParams: { '/e-shop': ['category'] },
    homeWidget: { expose: './MerchandiseSection', name: { en: 'Event Merchandise', ar: 'منتجات الفعالية' }, order: 3 },
  },
  {
    remote: 'mfe_tickets',
    package: 'mfe-tickets',
    name: { en: 'Tickets', ar: 'التذاكر' },
    basePath: '/tickets',
    navLabel: { en: 'TICKETS', ar: 'التذاكر' },
    searchTitle: { en: 'Tickets', ar: 'التذاكر' },
    mainHeading: 'Get Your Tickets',
    devPort: 3005,
    pages: [{ path: 'faq', expose: './FaqPage', name: { en: 'FAQ', ar: 'الأسئلة الشائعة' } }],
    queryParams: { '/tickets': ['type'] },
  },
  {
    remote: 'mfe_access',
    package: 'mfe-access',
    name: { en: 'Access', ar: GLOSSARY.access.ar },
    basePath: '/access',
    navLabel: { en: 'ACCESS', ar: GLOSSARY.access.ar },
    searchTitle: { en: 'Access & Directions', ar: 'الوصول والاتجاهات' },
    mainHeading: 'Access & Directions',
    devPort: 3006,
    pages: [
      { path: 'venue', expose: './VenuePage', name: { en: 'Venue', ar: GLOSSARY.venue.ar } },
      { path: 'pavilions/*', expose: './PavilionRoutes', name: { en: 'Pavilions', ar: 'الأجنحة' } },
      {
        path: 'accessibility',
        expose: './AccessibilityPage',
        name: { en: 'Accessibility', ar: GLOSSARY.accessibility.ar },
      },
      { path: 'practical', expose: './PracticalPage', name: { en: 'Practical information', ar: 'معلومات عملية' } },
      { path: 'contact', expose: './ContactPage', name: { en: 'Contact', ar: 'التواصل' } },
    ],
    queryParams: { '/pavilions': ['zone', 'theme', 'access'] },
  },
] as const satisfies readonly Section[];

/** Federation names of the remotes, as in the remote registry. */
export type RemoteName = (typeof TABLE)[number]['remote'];
export const SECTIONS: ReadonlyArray<Section & { remote: RemoteName }> = TABLE;
export const REMOTE_NAMES: RemoteName[] = SECTIONS.map((section) => section.remote);

/** What every remote exposes besides its section's pages and widgets: its routes and its search entries. */
export const ROUTES_EXPOSE = './routes';
export const SEARCH_EXPOSE = './search';

/**
 * The section a name is: its package (`mfe-access`, as releases, keys and the CLI name it) or its
 * remote (`mfe_access`, as the registry and the browser name it). The one lookup of either, and one
 * answer for any other name: undefined, and the caller says what that means where it is (refused,
 * skipped).
 */
export function sectionNamed(name: string): (typeof SECTIONS)[number] | undefined {
  return SECTIONS.find((section) => section.package === name || section.remote === name);
}

/** The registry the site server uses unless told otherwise: every remote's manifest, served from this server. */
export function defaultRegistry(): Record<RemoteName, string> {
  return Object.fromEntries(
    SECTIONS.map((section) => [section.remote, `/${section.package}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

/** The registry `npm run dev` uses: each remote on its own dev server. */
export function devRegistry(): Record<RemoteName, string> {
  return Object.fromEntries(
    SECTIONS.map((section) => [
      section.remote,
      `http://localhost:${section.devPort}/${section.package}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;
}
