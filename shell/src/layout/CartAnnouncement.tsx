import { useEffect, useState } from 'react';
import { Box, Paper } from 'shared/mui';
import { useCartStore, useTranslation } from 'shared';
import { HEADER_COPY } from '../content/header';

/** How long the note stays on screen: long enough to read, short enough not to cover the page for long. */
export const CART_NOTE_VISIBLE_MS = 4000;

/**
 * "Sakura Cap added to your cart": said politely by screen readers (a status message, WCAG 4.1.3)
 * and shown a moment at the foot of the screen, whichever section's button added it. The live
 * region is always in the page, so the message is heard when it changes.
 */
export function CartAnnouncement() {
  const copy = useTranslation(HEADER_COPY);
  const lastAdded = useCartStore((state) => state.lastAdded);
  // The addition whose note has had its time on screen.
  const [shownSerial, setShownSerial] = useState(0);

  useEffect(() => {
    if (!lastAdded) return;
    const timer = setTimeout(() => setShownSerial(lastAdded.serial), CART_NOTE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [lastAdded]);

  const message = lastAdded && lastAdded.serial !== shownSerial ? copy.cartAdded(lastAdded.title) : '';
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: 'snackbar',
      }}
    >
      {message && (
        <Paper
          elevation={6}
          sx={{ px: 2, py: 1.5, bgcolor: 'inverse.main', color: 'inverse.contrastText', fontWeight: 600 }}
        >
          {message}
        </Paper>
      )}
    </Box>
  );
}
