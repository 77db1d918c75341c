import { Container } from 'shared/mui';
import { usePageTitle } from 'shared';
import { TicketFaq } from '../components/TicketFaq';

/** The site's /faq page, built from the tickets FAQ. */
export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <TicketFaq showAllLink={false} headingLevel="h1" />
    </Container>
  );
}
