import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Box, Link, Typography } from 'shared/mui';
import { pathInLocale, useLocale, useTranslation } from 'shared';
import { APP_SHELL_COPY } from './content/appShell';

/**
 * The site's last-resort screen when rendering fails outside a section (sections contain their own
 * failures). SPEC: it reads 'Unexpected Application Error!' with the message, as React Router's
 * default error element does; the shell uses the lighter declarative router, which has none.
 */
function UnexpectedError({ error }: FallbackProps) {
  const copy = useTranslation(APP_SHELL_COPY).unexpectedError;
  const { locale } = useLocale();
  const message = error instanceof Error ? error.message : JSON.stringify(error ?? copy.unknownError);
  return (
    <Box component="main" sx={{ p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {copy.title}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontStyle: 'italic' }} gutterBottom>
        {message}
      </Typography>
      {/* A plain link (a fresh document), so to the home page in the page's language. */}
      <Link href={pathInLocale('/', locale)}>{copy.home}</Link>
    </Box>
  );
}

/** A new `resetKey` (the location) clears the failure, so going back or elsewhere renders again. */
export function RenderFailureBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      FallbackComponent={UnexpectedError}
      onError={(error, info) => console.error('Rendering failed', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}
