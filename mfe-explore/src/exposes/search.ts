import type { SearchEntry } from 'shared';
import { ARTICLES } from '../content/articles';
import { ATTRACTIONS, EVENTS, SAUDI_CATEGORIES, TOUR_PACKAGES, categoryLink, eventLink } from '../content/explore';

/** Exposed as './search': attractions, articles, categories, events and tours. */
const entries: SearchEntry[] = [
  ...ATTRACTIONS.map((a): SearchEntry => ({ title: a.title, category: 'Attractions', href: a.link })),
  // Articles about an attraction are reached through the attraction's entry.
  ...ARTICLES.filter((a) => !ATTRACTIONS.some((x) => x.id === a.slug)).map((a): SearchEntry => ({ title: a.title, category: 'Attractions', href: `/things-to-do/${a.slug}` })),
  ...SAUDI_CATEGORIES.map((c): SearchEntry => ({ title: c.name, category: 'Attractions', href: categoryLink(c.name) })),
  ...TOUR_PACKAGES.map((t): SearchEntry => ({ title: t.title, category: 'Attractions', href: '/things-to-do/guided-tours' })),
  ...EVENTS.map((e): SearchEntry => ({ title: e.title, category: 'Event', href: eventLink(e.id) })),
];

export default entries;
