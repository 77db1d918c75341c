import { Alert, Container } from 'shared/mui';
import { useTranslation } from 'shared';
import { OFFLINE_COPY } from '../content/offline';

/** A small notice under the header while the device is offline (SiteStatus.tsx loads it then). */
export function OfflineNotice() {
  const copy = useTranslation(OFFLINE_COPY);
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="info" role="status" data-testid="offline-notice">
        {copy.offlineNotice}
      </Alert>
    </Container>
  );
}
