import { Alert, AlertTitle, Button, Container } from 'shared/mui';
import { RefreshIcon, useTranslation } from 'shared';
import { SECTION_STATE_COPY } from '../../content/sectionStates';
import { useOnline } from '../../offline/useOnline';
import { SectionOfflineMessage } from '../../offline/SiteStatus';

export interface SectionUnavailableProps {
  /** The section's (or widget's) name in the page's language. */
  sectionName: string;
  onRetry: () => void;
  /** A compact notice for a Home widget instead of a full section message. */
  compact?: boolean;
}

export function SectionUnavailable({ sectionName, onRetry, compact = false }: SectionUnavailableProps) {
  const copy = useTranslation(SECTION_STATE_COPY);
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
        {online ? (
          <>
            {/* A section page's notice is the page's main heading; a Home widget's sits under Home's. */}
            <AlertTitle component={compact ? 'h2' : 'h1'}>{copy.unavailable(sectionName)}</AlertTitle>
            {compact ? copy.unavailableCompact : copy.unavailableFull}
          </>
        ) : (
          <SectionOfflineMessage />
        )}
      </Alert>
    </Container>
  );
}
