import type { SearchEntry } from 'shared';

/** Exposed as './search': this section's palette entries (its detail pages arrive with its content). */
const entries: SearchEntry[] = [];

export default entries;
