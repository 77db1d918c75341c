import type { ReactNode } from 'react';
import type { DeliveryKey } from 'site-contract/api/deliveryKeys';
import { Box, Button, Container, CssBaseline, FOCUS_RING, ThemeProvider, Typography, expoTheme } from '../ui';

/** The signed-in key and its session's CSRF token, for the header's sign-out form. */
export interface Signed {
  key: DeliveryKey;
  csrf: string;
}

/** Hidden form fields, one per entry. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** Who is signed in, and the sign-out button. */
function SignedIn({ signed }: { signed: Signed }) {
  return (
    <Box
      component="form"
      method="post"
      action="/platform/sign-out"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography variant="body2">
        Signed in with the key <strong>{signed.key.name}</strong> (
        {signed.key.scope === 'platform' ? 'every section' : `${signed.key.scope} only`})
      </Typography>
      <HiddenFields fields={{ csrf: signed.csrf }} />
      <Button type="submit" variant="outlined" color="inherit" size="small">
        Sign out
      </Button>
    </Box>
  );
}

/**
 * Every platform page: the site's theme (its one focus ring on every control), a skip link, the
 * header with the page's h1 and who is signed in, the page's own navigation, and its main content.
 */
export function Frame({
  title,
  signed,
  nav,
  children,
}: {
  title: string;
  signed?: Signed;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ThemeProvider theme={expoTheme}>
      {/* One element around everything, so emotion writes each style once for the whole page. */}
      {/*
        The site's focus ring on every focused control, keyboard focus included, with no script: MUI
        marks a focused button or field with a class its script sets, and takes the outline away (with
        rules as specific as one class and a pseudo-class: `&&` outweighs them).
      */}
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', '&& :focus-visible': FOCUS_RING }}>
        <CssBaseline />
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 1,
            px: 2,
            py: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            '&:focus': { top: 8, ...FOCUS_RING },
          }}
        >
          Skip to the content
        </Box>
        <Box component="header" sx={{ bgcolor: 'inverse.main', color: 'inverse.contrastText', py: 2 }}>
          <Container
            maxWidth="lg"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              flexWrap: 'wrap',
            }}
          >
            <Box>
              <Typography variant="body2" sx={{ color: 'inverse.muted' }}>
                Expo Guide · delivery platform
              </Typography>
              <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
                {title}
              </Typography>
            </Box>
            {signed && <SignedIn signed={signed} />}
          </Container>
        </Box>
        {nav}
        <Container component="main" id="main" maxWidth="lg" sx={{ py: 3 }}>
          {children}
        </Container>
      </Box>
    </ThemeProvider>
  );
}
