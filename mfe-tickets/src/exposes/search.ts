import type { Locale, SearchEntry, Translations } from 'shared';
import { TICKET_TYPES, ticketTypeLink } from '../content/tickets';

/** The palette's entries in one language: the same hrefs and categories in every language. */
const entriesIn = (locale: Locale): SearchEntry[] =>
  TICKET_TYPES[locale].map((ticket): SearchEntry => ({
    title: ticket.name,
    category: 'Event',
    href: ticketTypeLink(ticket.id),
  }));

/** Exposed as './search': one entry per ticket type, preselecting it on /tickets, in every language. */
const entries: Translations<SearchEntry[]> = { en: entriesIn('en'), ar: entriesIn('ar') };

export default entries;
