import type { SearchEntry } from 'shared';
import { ACCESS_SEARCH_ENTRIES } from '../content/access';

/** Exposed as './search': the venue. */
const entries: SearchEntry[] = ACCESS_SEARCH_ENTRIES;

export default entries;
