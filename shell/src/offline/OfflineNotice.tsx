import { Alert, Container } from 'shared/mui';
import { useTranslation } from 'shared';
import { OFFLINE_COPY } from '../content/offline';
import { useOnline } from './useOnline';

/** A small notice under the header while the device is offline. */
export function OfflineNotice() {
  const online = useOnline();
  const copy = useTranslation(OFFLINE_COPY);
  if (online) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="info" role="status" data-testid="offline-notice">
        {copy.offlineNotice}
      </Alert>
    </Container>
  );
}
