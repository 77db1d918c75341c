import { SECTIONS } from 'shared/site';

export interface MainRoute {
  path: string;
  /** The heading the page shows once its section has loaded. */
  heading: string;
  /** Its header nav link, none for Home. */
  nav: string | null;
  title: string;
}

/** The main routes of the site: Home, then each section's main page, from the sections table. */
export const MAIN_ROUTES: readonly MainRoute[] = [
  { path: '/', heading: 'Riyadh World Expo 2030', nav: null, title: 'Expo Guide | Riyadh World Expo 2030' },
  ...SECTIONS.map((section) => ({
    path: section.basePath,
    heading: section.mainHeading,
    nav: section.navLabel.en,
    title: `${section.name.en} | Expo Guide`,
  })),
];

/** Home in Arabic (issue 16: its first load within 10 KB of English Home's). */
export const ARABIC_HOME: Pick<MainRoute, 'path' | 'heading'> = { path: '/ar', heading: 'إكسبو الرياض العالمي 2030' };
