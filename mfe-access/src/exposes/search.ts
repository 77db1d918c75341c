import type { Locale, SearchEntry, Translations } from 'shared';
import { ACCESS_UI_COPY, DIRECTIONS_LINK } from '../content/access';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] => [
  { title: ACCESS_UI_COPY[locale].venueSearchTitle, category: 'Event', href: DIRECTIONS_LINK },
];

/** Exposed as './search': the venue, which opens the directions, in every language. */
const entries: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };

export default entries;
