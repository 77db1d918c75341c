import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { NEWSLETTER } from '../content/footer';

// Deliberately simple: "something@something.something", no spaces. The server never sees it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string) {
  return EMAIL_PATTERN.test(value.trim());
}

/** Footer newsletter: checks the address in the browser and confirms; nothing is sent anywhere. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(NEWSLETTER.invalid);
      return;
    }
    setError(null);
    setSubscribed(email.trim());
    setEmail('');
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Newsletter signup">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="email"
          label="Email address"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          autoComplete="email"
          sx={{ flexGrow: 1, '& .MuiInputBase-root': { bgcolor: 'background.paper' }, '& .MuiFormHelperText-root': { color: error ? '#ffd2cc' : undefined } }}
        />
        <Button type="submit" variant="contained" color="secondary" sx={{ height: 40 }}>
          Subscribe
        </Button>
      </Box>
      {subscribed && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {NEWSLETTER.confirmation(subscribed)}
        </Alert>
      )}
    </Box>
  );
}
