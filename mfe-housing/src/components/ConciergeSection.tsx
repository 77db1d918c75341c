import { Container } from 'shared/mui';
import { ConciergePanel } from 'shared';
import { CONCIERGE } from '../content/housing';

export function ConciergeSection() {
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <ConciergePanel id="concierge-heading" {...CONCIERGE} />
    </Container>
  );
}
