import type { Locale, SearchEntry, Translations } from 'shared';
import { CUISINE_TYPES, EXPERIENCES_BLOCK, RESTAURANTS } from '../content/dining';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] => [
  ...RESTAURANTS[locale].map((r): SearchEntry => ({ title: r.title, category: 'Restaurants', href: r.link })),
  ...CUISINE_TYPES[locale].map((c): SearchEntry => ({ title: c.name, category: 'Restaurants', href: c.link })),
  { title: EXPERIENCES_BLOCK[locale].title, category: 'Restaurants', href: EXPERIENCES_BLOCK[locale].to },
];

/** Exposed as './search': restaurants, cuisines and the food experiences, in every language. */
const entries: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };

export default entries;
