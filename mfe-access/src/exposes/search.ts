import type { SearchEntry } from 'shared';
import { DIRECTIONS, VENUE } from '../content/access';

/** Exposed as './search': the venue, which opens the directions. */
const entries: SearchEntry[] = [{ title: `${VENUE.name} (venue)`, category: 'Event', href: DIRECTIONS.link }];

export default entries;
