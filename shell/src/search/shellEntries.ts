import { SECTIONS, type Locale, type SearchEntry, type Translations } from 'shared';
import { HOME_COPY } from '../content/home';
import { SEARCH_COPY } from '../content/search';
import { SECTION_NAMES } from '../content/sections';

/** The shell's entries in `locale`: its pages (Home, then each section's main page) and the event itself. */
const entriesIn = (locale: Locale): SearchEntry[] => [
  { title: SEARCH_COPY[locale].homeEntry, category: 'Pages', href: '/' },
  ...SECTIONS.map((section): SearchEntry => ({
    title: SECTION_NAMES[locale].searchTitles[section.remote],
    category: 'Pages',
    href: section.basePath,
  })),
  { title: HOME_COPY[locale].event.name, category: 'Event', href: '/' },
  {
    title: HOME_COPY[locale].ticketsBanner.secondary.label,
    category: 'Event',
    href: HOME_COPY[locale].ticketsBanner.secondary.to,
  },
];

/** The palette entries the shell owns, in each language (the same links and categories). Sections add their own. */
export const SHELL_SEARCH_ENTRIES: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };
