import { SECTIONS, type RemoteName } from 'shared/site';

export interface MainRoute {
  path: string;
  /** The heading the page shows once its section has loaded. */
  heading: string;
  /** The same heading on the page's Arabic twin. */
  arabicHeading: string;
  /** Its header nav link, none for Home. */
  nav: string | null;
  title: string;
}

const ARABIC_HOME_HEADING = 'إكسبو الرياض العالمي 2030';

/** Each section's main heading in Arabic: its page copy's `ar.title` (in the section's src/content/). */
const ARABIC_MAIN_HEADINGS: Record<RemoteName, string> = {
  mfe_housing: 'اعثر على إقامتك المثالية',
  mfe_dining: 'تجارب الطعام',
  mfe_explore: 'اكتشف المملكة العربية السعودية',
  mfe_shop: 'المنتجات الرسمية للفعالية',
  mfe_tickets: 'احصل على تذاكرك',
  mfe_access: 'الوصول والاتجاهات',
};

/** The main routes of the site: Home, then each section's main page, from the sections table. */
export const MAIN_ROUTES: readonly MainRoute[] = [
  {
    path: '/',
    heading: 'Riyadh World Expo 2030',
    arabicHeading: ARABIC_HOME_HEADING,
    nav: null,
    title: 'Expo Guide | Riyadh World Expo 2030',
  },
  ...SECTIONS.map((section) => ({
    path: section.basePath,
    heading: section.mainHeading,
    arabicHeading: ARABIC_MAIN_HEADINGS[section.remote],
    nav: section.navLabel.en,
    title: `${section.name.en} | Expo Guide`,
  })),
];

/** Home in Arabic (issue 16: its first load within 10 KB of English Home's). */
export const ARABIC_HOME: Pick<MainRoute, 'path' | 'heading'> = { path: '/ar', heading: ARABIC_HOME_HEADING };

/**
 * The venue's pages (issue 50): the map and the pavilions, in both languages. `npm run size` holds
 * each to a section page's budgets; the heading is each page's copy's title (mfe-access/src/content/).
 */
export const VENUE_ROUTES: readonly Pick<MainRoute, 'path' | 'heading'>[] = [
  { path: '/venue', heading: 'The Venue' },
  { path: '/ar/venue', heading: 'مقر الإكسبو' },
  { path: '/pavilions', heading: 'Pavilions' },
  { path: '/ar/pavilions', heading: 'الأجنحة' },
];
