import { Alert, AlertTitle, Button, Container } from 'shared/mui';
import { RefreshIcon } from 'shared';

export interface SectionUnavailableProps {
  sectionName: string;
  onRetry: () => void;
  /** A compact notice for a Home widget instead of a full section message. */
  compact?: boolean;
}

export function SectionUnavailable({ sectionName, onRetry, compact = false }: SectionUnavailableProps) {
  return (
    <Container maxWidth="md" sx={{ py: compact ? 2 : 10 }} data-testid="section-unavailable">
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{sectionName} is temporarily unavailable</AlertTitle>
        {compact
          ? 'This part of the page could not be loaded.'
          : 'This section of the site could not be loaded right now. The rest of Expo Guide still works: use the menu to keep browsing, or try again in a moment.'}
      </Alert>
    </Container>
  );
}
