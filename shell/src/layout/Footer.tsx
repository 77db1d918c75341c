import { useEffect, useState } from 'react';
import { Box, Container, Grid, Link, Stack, Typography } from 'shared/mui';
import { Link as RouterLink, useLocation } from 'shared/router';
import { localeOfPath, useFirstRenderFromServer, useTranslation } from 'shared';
import { FOOTER_COPY, type FooterLink } from '../content/footer';
import { DeferredPartWidget, deferredPart } from '../federation/hydration/deferredPart';
import { nextIdle, pageLoaded } from '../startup/whenIdle';

/**
 * The newsletter form and the form fields' code are not in Home's first load (Home fetches them once
 * idle, with its widgets): a server-rendered form runs them as the visitor nears it or reaches for
 * it (a tap before then is replayed) or a navigation needs it. Any other page loads them with the
 * page and hydrates the form once idle: React holds a navigation (a ticket type chosen, a filter
 * set) until every part under the router has hydrated, and it should not wait for the footer then.
 * A form the browser renders itself appears once the page is idle.
 */
const signupForm = deferredPart(() =>
  import(/* webpackChunkName: "footer-signup" */ './FooterSignupForm').then((module) => module.FooterSignupForm),
);

/** The form's space (its field, the line under it for an error), held until it renders. */
const signupPlaceholder = <Box sx={{ minHeight: 64 }} />;

/** Browser only: the form may render once the page is idle and its code has loaded (a page the browser rendered itself). */
function useSignupFormReady(enabled: boolean) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void pageLoaded()
      .then(nextIdle)
      .then(signupForm.load)
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [enabled]);
  return ready;
}

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
  const signupReady = useSignupFormReady(!useFirstRenderFromServer());
  const onHome = localeOfPath(useLocation().pathname).path === '/';
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
            <DeferredPartWidget
              part={signupForm}
              ready={signupReady}
              placeholder={signupPlaceholder}
              opensOn={onHome ? 'nearing' : 'idle'}
            />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 6, textAlign: 'center', color: 'inverse.muted' }}>
          {copy.copyright(new Date().getFullYear())}
        </Typography>
      </Container>
    </Box>
  );
}
