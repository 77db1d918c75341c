import { Container } from 'shared/mui';
import { usePageMeta, useTranslation } from 'shared';
import { TicketFaq } from '../components/TicketFaq';
import { TICKETS_META } from '../content/tickets';

/** The site's /faq page, built from the tickets FAQ. */
export function FaqPage() {
  usePageMeta(useTranslation(TICKETS_META).faq);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <TicketFaq showAllLink={false} headingLevel="h1" />
    </Container>
  );
}
