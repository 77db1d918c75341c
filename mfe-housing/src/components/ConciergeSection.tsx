import { Container } from 'shared/mui';
import { ConciergePanel, useTranslation } from 'shared';
import { CONCIERGE } from '../content/housing';

export function ConciergeSection() {
  const concierge = useTranslation(CONCIERGE);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <ConciergePanel id="concierge-heading" {...concierge} />
    </Container>
  );
}
