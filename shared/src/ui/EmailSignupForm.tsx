import { useState, type FormEvent } from 'react';
import { Alert, Box, Button } from '../../mui';
import { FormField } from './FormField';

// Deliberately simple: "something@something.something", no spaces. The server never sees it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string) {
  return EMAIL_PATTERN.test(value.trim());
}

export const EMAIL_SIGNUP_COPY = {
  invalid: 'Please enter a valid email address, like name@example.com.',
  confirmation: (email: string) => `Thanks! ${email} is on the list. (This guide does not send email yet: nothing was sent anywhere.)`,
};

/** The site's one email signup (footer newsletter, shop mailing list): checked in the browser and confirmed; nothing is sent anywhere. */
export function EmailSignupForm({ formLabel = 'Newsletter signup', onDark = false }: { formLabel?: string; onDark?: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(EMAIL_SIGNUP_COPY.invalid);
      setSubscribed(null);
      return;
    }
    setError(null);
    setSubscribed(email.trim());
    setEmail('');
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={formLabel}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormField
          label="Email address"
          type="email"
          autoComplete="email"
          size="small"
          value={email}
          onChange={setEmail}
          error={Boolean(error)}
          helperText={error ?? ' '}
          sx={{ flexGrow: 1, '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' }, '& .MuiFormHelperText-root.Mui-error': onDark ? { color: 'inverse.error' } : {} }}
        />
        <Button type="submit" variant="contained" color="secondary" sx={{ height: 40 }}>
          Subscribe
        </Button>
      </Box>
      {/* The live region is always there, so a screen reader announces the confirmation when it appears. */}
      <Box role="status">
        {subscribed && (
          <Alert severity="success" role="none" sx={{ mt: 1 }}>
            {EMAIL_SIGNUP_COPY.confirmation(subscribed)}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
