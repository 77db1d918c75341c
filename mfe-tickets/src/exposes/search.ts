import type { SearchEntry } from 'shared';
import { TICKET_TYPES } from '../content/tickets';

/** Exposed as './search': one entry per ticket type, preselecting it on /tickets. */
const entries: SearchEntry[] = TICKET_TYPES.map((ticket) => ({
  title: ticket.name,
  category: 'Event',
  href: `/tickets?type=${ticket.id}`,
}));

export default entries;
