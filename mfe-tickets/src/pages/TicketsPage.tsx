import { Container, Grid, Typography } from 'shared/mui';
import { useSearchParams } from 'shared/router';
import { HeroBanner, usePageMeta, useTranslation } from 'shared';
import { BookingForm } from '../components/BookingForm';
import { EventInfo } from '../components/EventInfo';
import { GroupRates } from '../components/GroupRates';
import { OrderSummary } from '../components/OrderSummary';
import { TicketFaq } from '../components/TicketFaq';
import { TicketTypeCards } from '../components/TicketTypeCards';
import {
  BOOKING_COPY,
  DEFAULT_TICKET_TYPE,
  TICKETS_META,
  TICKETS_PAGE,
  TICKET_TYPES,
  isTicketTypeId,
  type TicketTypeId,
} from '../content/tickets';

/** ?type=general|vip|family preselects a ticket; anything else means the default, general. */
export function selectedTicketType(params: URLSearchParams): TicketTypeId {
  const requested = params.getAll('type');
  return requested.length === 1 && isTicketTypeId(requested[0]) ? requested[0] : DEFAULT_TICKET_TYPE;
}

/** The chosen ticket type (the page's ?type=) and how to choose another. */
function useChosenTicketType() {
  const [params, setParams] = useSearchParams();
  const select = (id: TicketTypeId) => setParams({ type: id }, { replace: true, preventScrollReset: true });
  return [selectedTicketType(params), select] as const;
}

// Only these two read the choice: choosing a ticket type re-renders them, not the whole page (its
// booking form, FAQ and event details), which keeps the tap's answer quick on a slow phone.
function ChosenTicketTypeCards() {
  const [selected, select] = useChosenTicketType();
  return <TicketTypeCards selected={selected} onSelect={select} />;
}

function ChosenTicketSummary() {
  const tickets = useTranslation(TICKET_TYPES);
  const [selected] = useChosenTicketType();
  return <OrderSummary ticket={tickets.find((ticket) => ticket.id === selected)!} />;
}

export function TicketsPage() {
  const meta = useTranslation(TICKETS_META);
  const page = useTranslation(TICKETS_PAGE);
  const booking = useTranslation(BOOKING_COPY);
  usePageMeta(meta.tickets);

  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} backgroundImage={page.image} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <section aria-labelledby="ticket-types-heading">
          <Typography id="ticket-types-heading" variant="h2" gutterBottom>
            {page.introTitle}
          </Typography>
          <ChosenTicketTypeCards />
        </section>
        <GroupRates />
        <Grid container spacing={4} sx={{ mb: 6 }}>
          <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="booking-heading">
            <Typography id="booking-heading" variant="sectionTitle" sx={{ mb: 2 }}>
              {booking.formTitle}
            </Typography>
            <BookingForm />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ChosenTicketSummary />
          </Grid>
        </Grid>
        <EventInfo />
        <TicketFaq />
      </Container>
    </>
  );
}
