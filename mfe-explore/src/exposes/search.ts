import type { Locale, SearchEntry, Translations } from 'shared';
import { ARTICLES, articleLink } from '../content/articles';
import {
  ATTRACTIONS,
  EVENTS,
  LISTING_LINKS,
  SAUDI_CATEGORIES,
  TOUR_PACKAGES,
  categoryLink,
  eventLink,
} from '../content/explore';
import { inEveryLocale } from '../content/locale';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] => [
  ...ATTRACTIONS[locale].map((item): SearchEntry => ({ title: item.title, category: 'Attractions', href: item.link })),
  // Articles about an attraction are reached through the attraction's entry.
  ...ARTICLES[locale]
    .filter((article) => !ATTRACTIONS[locale].some((item) => item.id === article.slug))
    .map((article): SearchEntry => ({
      title: article.title,
      category: 'Attractions',
      href: articleLink(article.slug),
    })),
  ...SAUDI_CATEGORIES[locale].map((category): SearchEntry => ({
    title: category.name,
    category: 'Attractions',
    href: categoryLink(category.slug),
  })),
  ...TOUR_PACKAGES[locale].map((tour): SearchEntry => ({
    title: tour.title,
    category: 'Attractions',
    href: LISTING_LINKS.guidedTours,
  })),
  ...EVENTS[locale].map((event): SearchEntry => ({ title: event.title, category: 'Event', href: eventLink(event.id) })),
];

/** Exposed as './search': attractions, articles, categories, tours and events, in every language. */
const entries: Translations<SearchEntry[]> = inEveryLocale(entriesIn);

export default entries;
