import { Alert, Button } from 'shared/mui';
import { useTranslation } from 'shared';
import { OFFLINE_COPY } from '../content/offline';

/** "A new version is available", with Reload (`apply`): the visitor decides when the page changes under them. */
export function UpdatePrompt({ apply }: { apply: () => void }) {
  const copy = useTranslation(OFFLINE_COPY);
  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      sx={{
        position: 'fixed',
        insetBlockEnd: 16,
        insetInlineStart: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 6,
        alignItems: 'center',
      }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={apply}>
          {copy.reload}
        </Button>
      }
    >
      {copy.updateAvailable}
    </Alert>
  );
}
