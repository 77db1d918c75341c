import type { SearchEntry } from 'shared';
import { ACCOMMODATIONS, ALL_ACCOMMODATIONS_PAGE } from '../content/housing';

/** Exposed as './search': the recommended accommodations and the page listing them all. */
const entries: SearchEntry[] = [
  ...ACCOMMODATIONS.map((item): SearchEntry => ({ title: item.title, category: 'Housing', href: item.link })),
  { title: ALL_ACCOMMODATIONS_PAGE.title, category: 'Housing', href: ALL_ACCOMMODATIONS_PAGE.link },
];

export default entries;
