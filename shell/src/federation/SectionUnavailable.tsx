import { Alert, AlertTitle, Button, Container } from 'shared/mui';
import { RefreshIcon, useTranslation } from 'shared';
import { SECTION_STATE_COPY } from '../content/sectionStates';
import { OFFLINE_COPY } from '../content/offline';
import { useOnline } from '../offline/useOnline';

export interface SectionUnavailableProps {
  /** The section's (or widget's) name in the page's language. */
  sectionName: string;
  onRetry: () => void;
  /** A compact notice for a Home widget instead of a full section message. */
  compact?: boolean;
}

export function SectionUnavailable({ sectionName, onRetry, compact = false }: SectionUnavailableProps) {
  const copy = useTranslation(SECTION_STATE_COPY);
  const { sectionOffline } = useTranslation(OFFLINE_COPY);
  // Offline, a section this device has not saved is the site's offline page, not a fault.
  const online = useOnline();
  return (
    <Container maxWidth="md" sx={{ py: compact ? 2 : 10 }} data-testid="section-unavailable">
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
            {copy.retry}
          </Button>
        }
      >
        <AlertTitle>{online ? copy.unavailable(sectionName) : sectionOffline.title}</AlertTitle>
        {!online ? sectionOffline.body : compact ? copy.unavailableCompact : copy.unavailableFull}
      </Alert>
    </Container>
  );
}
