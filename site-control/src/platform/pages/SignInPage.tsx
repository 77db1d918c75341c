import { Alert, Box, Button, FormControl, FormHelperText, InputLabel, OutlinedInput, Paper, Typography } from '../ui';
import { Frame } from './Frame';

/** The sign-in form: a delivery key (as `npm run release` takes it), and nothing else of the platform. */
export function SignInPage({ error }: { error?: string }) {
  return (
    <Frame title="Sign in">
      <Paper component="section" aria-labelledby="sign-in-heading" sx={{ p: 3, maxWidth: 560 }}>
        <Typography variant="h2" id="sign-in-heading" sx={{ fontSize: '1.35rem', mb: 1 }}>
          Sign in with a delivery key
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The key you release with (<code>RELEASE_TOKEN</code>). A section&apos;s key changes that section only.
        </Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <Box component="form" method="post" action="/platform/sign-in" sx={{ display: 'grid', gap: 2 }}>
          <FormControl error={Boolean(error)}>
            <InputLabel shrink htmlFor="delivery-key">
              Delivery key
            </InputLabel>
            <OutlinedInput
              id="delivery-key"
              name="key"
              type="password"
              notched
              label="Delivery key"
              required
              autoComplete="off"
              inputProps={{ 'aria-describedby': 'delivery-key-help', spellCheck: false }}
            />
            <FormHelperText id="delivery-key-help">
              It starts with expo_dk_. It is never stored in the browser.
            </FormHelperText>
          </FormControl>
          <Box>
            <Button type="submit" variant="contained">
              Sign in
            </Button>
          </Box>
        </Box>
      </Paper>
    </Frame>
  );
}
