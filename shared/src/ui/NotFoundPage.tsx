import { PLATFORM_COPY } from '../i18n/platformCopy';
import { useTranslation } from '../i18n/LocaleContext';
import { useEffect } from 'react';
import { Button, Container, Stack, Typography } from '../../mui';
import { Link as RouterLink, useLocation } from '../../router';
import { usePageMeta } from '../page/pageMeta';

/** SPEC "404 page". Used by the shell for unknown paths and by sections for unknown sub-paths. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const copy = useTranslation(PLATFORM_COPY).notFound;
  usePageMeta({ title: copy.title, notFound: true });
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Typography component="p" sx={{ fontSize: '5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: '2rem', my: 2 }}>
        {copy.title}
      </Typography>
      <Typography color="text.secondary">{copy.text}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          {copy.home}
        </Button>
        <Button component={RouterLink} to="/contact" variant="outlined">
          {copy.contact}
        </Button>
      </Stack>
    </Container>
  );
}
