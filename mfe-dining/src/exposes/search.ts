import type { SearchEntry } from 'shared';
import { CUISINE_TYPES, EXPERIENCES_BLOCK, RESTAURANTS, cuisineLink } from '../content/dining';

/** Exposed as './search': restaurants, cuisines and the food experiences. */
const entries: SearchEntry[] = [
  ...RESTAURANTS.map((r): SearchEntry => ({ title: r.title, category: 'Restaurants', href: r.link })),
  ...CUISINE_TYPES.map((c): SearchEntry => ({ title: c.name, category: 'Restaurants', href: cuisineLink(c.name) })),
  { title: EXPERIENCES_BLOCK.title, category: 'Restaurants', href: EXPERIENCES_BLOCK.to },
];

export default entries;
