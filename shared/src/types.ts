import type { InferOutput } from 'valibot';
import type { SEARCH_CATEGORIES, SearchEntrySchema } from './federation/searchEntrySchema';

// Entities of SPEC section 3 that several packages share. A section's own entities are typed
// beside its content, in that section's src/content/.

/** Card item / featured item: accommodations, restaurants, attractions. */
export interface CardItem {
  id: string;
  title: string;
  description: string;
  image: string;
  link: string;
  badge?: string;
}

export interface EventInfo {
  name: string;
  dates: string;
  venue: string;
  address: string;
  description: string;
  heroImage: string;
}

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
export type SearchEntry = InferOutput<typeof SearchEntrySchema>;
