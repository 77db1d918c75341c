import { Box, Container, Grid, Link, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { EmailSignupForm, useTranslation } from 'shared';
import { FOOTER_COPY, type FooterLink } from '../content/footer';

/** A column of links; `id` (the same in every language) names it by its heading. */
function LinkColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: '1rem' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const copy = useTranslation(FOOTER_COPY);
  return (
    <Box component="footer" sx={{ bgcolor: 'inverse.main', color: 'inverse.contrastText', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.25rem', mb: 1.5 }}>
              {copy.siteName}
            </Typography>
            <Typography variant="body2">{copy.about}</Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn id="footer-expo-info" title={copy.expoInfo.title} links={copy.expoInfo.links} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn id="footer-resources" title={copy.resources.title} links={copy.resources.links} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: '1rem' }}>
              {copy.newsletter.title}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {copy.newsletter.text}
            </Typography>
            <EmailSignupForm onDark />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 6, textAlign: 'center', color: 'inverse.muted' }}>
          {copy.copyright(new Date().getFullYear())}
        </Typography>
      </Container>
    </Box>
  );
}
