import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Box, Link, Typography } from 'shared/mui';

/**
 * The site's last-resort screen when rendering fails outside a section (sections contain their own
 * failures). SPEC: it reads 'Unexpected Application Error!' with the message, as React Router's
 * default error element does; the shell uses the lighter declarative router, which has none.
 */
function UnexpectedError({ error }: FallbackProps) {
  const message = error instanceof Error ? error.message : JSON.stringify(error ?? 'Unknown error');
  return (
    <Box component="main" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontStyle: 'italic' }} gutterBottom>
        {message}
      </Typography>
      <Link href="/">Back to the Expo Guide home page</Link>
    </Box>
  );
}

/** A new `resetKey` (the location) clears the failure, so going back or elsewhere renders again. */
export function RenderFailureBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKeys={[resetKey]} FallbackComponent={UnexpectedError} onError={(error, info) => console.error('Rendering failed', error, info.componentStack)}>
      {children}
    </ErrorBoundary>
  );
}
