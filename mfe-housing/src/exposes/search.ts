import type { SearchEntry } from 'shared';
import { ACCOMMODATIONS } from '../content/housing';

/** Exposed as './search': the recommended accommodations. */
const entries: SearchEntry[] = [
  ...ACCOMMODATIONS.map((item): SearchEntry => ({ title: item.title, category: 'Housing', href: item.link })),
  { title: 'All Accommodations', category: 'Housing', href: '/housing/all' },
];

export default entries;
