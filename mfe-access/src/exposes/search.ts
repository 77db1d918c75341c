import type { Locale, SearchEntry, Translations } from 'shared';
import { ACCESS_UI_COPY, DIRECTIONS_LINK } from '../content/access';
import { PAVILIONS, pavilionLink } from '../content/pavilions';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] => [
  { title: ACCESS_UI_COPY[locale].venueSearchTitle, category: 'Event', href: DIRECTIONS_LINK },
  ...PAVILIONS.map((pavilion) => ({
    title: pavilion.name[locale],
    category: 'Attractions' as const,
    href: pavilionLink(pavilion.slug),
  })),
];

/** Exposed as './search': the venue, which opens the directions, and every pavilion, in every language. */
const entries: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };

export default entries;
