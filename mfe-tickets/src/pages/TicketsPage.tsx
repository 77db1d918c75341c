import { Container, Typography } from '@mui/material';
import { HeroBanner, usePageTitle } from 'shared';
import { TICKETS_PAGE } from '../content/tickets';

export function TicketsPage() {
  usePageTitle('Tickets');
  return (
    <>
      <HeroBanner title={TICKETS_PAGE.title} subtitle={TICKETS_PAGE.subtitle} backgroundImage={TICKETS_PAGE.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="tickets-intro" sx={{ py: 6 }}>
        <Typography id="tickets-intro" variant="h2" gutterBottom>
          {TICKETS_PAGE.introTitle}
        </Typography>
        <Typography color="text.secondary">{TICKETS_PAGE.intro}</Typography>
      </Container>
    </>
  );
}
