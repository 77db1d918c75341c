import { SectionLanding } from 'shared';
import { TICKETS_PAGE } from '../content/tickets';

export function TicketsPage() {
  return <SectionLanding copy={TICKETS_PAGE} pageTitle="Tickets" />;
}
