import { useEffect } from 'react';
import { Button, Container, Stack, Typography } from '../../mui';
import { Link as RouterLink, useLocation } from '../../router';
import { usePageMeta } from '../page/pageMeta';

/** SPEC "404 page". Used by the shell for unknown paths and by sections for unknown sub-paths. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({ title: 'Page not found', notFound: true });
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: '2rem', my: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary">The page you're looking for doesn't exist or has been moved.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
        <Button component={RouterLink} to="/contact" variant="outlined">
          Contact Us
        </Button>
      </Stack>
    </Container>
  );
}
