import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Link, Typography } from 'shared/mui';

/**
 * The site's last-resort screen when rendering fails outside a section (sections contain their own
 * failures). SPEC: it reads 'Unexpected Application Error!' with the message, as React Router's
 * default error element does; the shell uses the lighter declarative router, which has none.
 * A new `resetKey` (the location) clears the failure, so going back or elsewhere renders again.
 */
interface Props {
  resetKey: string;
  children: ReactNode;
}

export class RenderFailureBoundary extends Component<Props, { error: unknown; resetKey: string }> {
  state = { error: null as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
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
}
