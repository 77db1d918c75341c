import type { Locale, SearchEntry, Translations } from 'shared';
import { ACCOMMODATIONS, ALL_ACCOMMODATIONS_PAGE } from '../content/housing';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] => [
  ...ACCOMMODATIONS[locale].map((item): SearchEntry => ({ title: item.title, category: 'Housing', href: item.link })),
  { title: ALL_ACCOMMODATIONS_PAGE[locale].title, category: 'Housing', href: ALL_ACCOMMODATIONS_PAGE[locale].link },
];

/** Exposed as './search': the recommended accommodations and the page listing them all, in every language. */
const entries: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };

export default entries;
