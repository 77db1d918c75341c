import { Container } from 'shared/mui';
import { usePageTitle } from 'shared';
import { TicketFaq } from '../pages/TicketFaq';

/** Exposed as './FaqPage': the site's /faq page, built from the tickets FAQ. */
export default function FaqPage() {
  usePageTitle('FAQ');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <TicketFaq showAllLink={false} headingLevel="h1" />
    </Container>
  );
}
