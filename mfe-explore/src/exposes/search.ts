import type { SearchEntry } from 'shared';
import { ARTICLES, articleLink } from '../content/articles';
import { ATTRACTIONS, EVENTS, LISTING_PAGES, SAUDI_CATEGORIES, TOUR_PACKAGES, categoryLink, eventLink } from '../content/explore';

/** Exposed as './search': attractions, articles, categories, tours and events. */
const entries: SearchEntry[] = [
  ...ATTRACTIONS.map((item): SearchEntry => ({ title: item.title, category: 'Attractions', href: item.link })),
  // Articles about an attraction are reached through the attraction's entry.
  ...ARTICLES.filter((article) => !ATTRACTIONS.some((item) => item.id === article.slug)).map((article): SearchEntry => ({
    title: article.title,
    category: 'Attractions',
    href: articleLink(article.slug),
  })),
  ...SAUDI_CATEGORIES.map((category): SearchEntry => ({ title: category.name, category: 'Attractions', href: categoryLink(category.name) })),
  ...TOUR_PACKAGES.map((tour): SearchEntry => ({ title: tour.title, category: 'Attractions', href: LISTING_PAGES.guidedTours.link })),
  ...EVENTS.map((event): SearchEntry => ({ title: event.title, category: 'Event', href: eventLink(event.id) })),
];

export default entries;
