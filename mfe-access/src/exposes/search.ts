import type { Locale, SearchEntry, Translations } from 'shared';
import { ACCESS_INFO_PAGES, ACCESS_UI_COPY, DIRECTIONS_LINK, VENUE_MAP_LINK } from '../content/access';
import { PRACTICAL_LINK, PRACTICAL_PAGE } from '../content/practical';
import { VENUE_MAP_COPY } from '../content/venueMap';
import { PAVILIONS, pavilionLink } from '../content/pavilions';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] => [
  { title: ACCESS_UI_COPY[locale].venueSearchTitle, category: 'Event', href: DIRECTIONS_LINK },
  { title: VENUE_MAP_COPY[locale].mapHeading, category: 'Pages', href: VENUE_MAP_LINK },
  { title: ACCESS_INFO_PAGES[locale].accessibility.title, category: 'Pages', href: '/accessibility' },
  { title: PRACTICAL_PAGE[locale].searchTitle, category: 'Pages', href: PRACTICAL_LINK },
  ...PAVILIONS.map((pavilion) => ({
    title: pavilion.name[locale],
    category: 'Attractions' as const,
    href: pavilionLink(pavilion.slug),
  })),
];

/** Exposed as './search': the venue (its directions), its map, accessibility, practical information (prayer times) and every pavilion, in every language. */
const entries: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };

export default entries;
