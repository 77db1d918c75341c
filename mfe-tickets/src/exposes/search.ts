import type { SearchEntry } from 'shared';
import { TICKET_TYPES, ticketTypeLink } from '../content/tickets';

/** Exposed as './search': one entry per ticket type, preselecting it on /tickets. */
const entries: SearchEntry[] = [...TICKET_TYPES.map((ticket): SearchEntry => ({ title: ticket.name, category: 'Event', href: ticketTypeLink(ticket.id) }))];

export default entries;
