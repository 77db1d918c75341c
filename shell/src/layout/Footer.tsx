import { Box, Container, Grid, Link, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { EmailSignupForm } from 'shared';
import { FOOTER_ABOUT, FOOTER_EXPO_INFO, FOOTER_RESOURCES, NEWSLETTER } from '../content/footer';
import type { NavItem } from '../content/navigation';

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  const id = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
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
  return (
    <Box component="footer" sx={{ bgcolor: 'inverse.main', color: 'inverse.contrastText', mt: 8, pt: 6, pb: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.25rem', mb: 1.5 }}>
              Expo Guide
            </Typography>
            <Typography variant="body2">{FOOTER_ABOUT}</Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn title="Expo Info" links={FOOTER_EXPO_INFO} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <LinkColumn title="Resources" links={FOOTER_RESOURCES} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1, fontSize: '1rem' }}>
              {NEWSLETTER.title}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {NEWSLETTER.text}
            </Typography>
            <EmailSignupForm onDark />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 6, textAlign: 'center', color: 'inverse.muted' }}>
          © {new Date().getFullYear()} Expo Guide. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
