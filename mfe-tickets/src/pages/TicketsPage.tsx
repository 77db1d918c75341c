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

export function TicketsPage() {
  const meta = useTranslation(TICKETS_META);
  const page = useTranslation(TICKETS_PAGE);
  const booking = useTranslation(BOOKING_COPY);
  const tickets = useTranslation(TICKET_TYPES);
  usePageMeta(meta.tickets);
  const [params, setParams] = useSearchParams();
  const selected = selectedTicketType(params);
  const ticket = tickets.find((t) => t.id === selected)!;
  const select = (id: TicketTypeId) => setParams({ type: id }, { replace: true, preventScrollReset: true });

  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} backgroundImage={page.image} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <section aria-labelledby="ticket-types-heading">
          <Typography id="ticket-types-heading" variant="h2" gutterBottom>
            {page.introTitle}
          </Typography>
          <TicketTypeCards selected={selected} onSelect={select} />
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
            <OrderSummary ticket={ticket} />
          </Grid>
        </Grid>
        <EventInfo />
        <TicketFaq />
      </Container>
    </>
  );
}
