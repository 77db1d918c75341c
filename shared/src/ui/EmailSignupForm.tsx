import { PLATFORM_COPY } from '../i18n/platformCopy';
import { useTranslation } from '../i18n/LocaleContext';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button } from '../../mui';
import { FormField, LABEL_ON_BORDER } from './FormField';

// Deliberately simple: "something@something.something", no spaces. The server never sees it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string) {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * The field on the dark band (the footer): its label, once it moves onto the field's border (focused
 * or filled), sits on a patch of the field's own white, in the field's colours, not on the band; an
 * error under it in the band's error colour.
 */
const ON_DARK_FIELD = {
  [LABEL_ON_BORDER]: { bgcolor: 'background.paper', px: 0.5, borderRadius: 0.5 },
  '& .MuiFormHelperText-root.Mui-error': { color: 'inverse.error' },
} as const;

/** The site's one email signup (footer newsletter, shop mailing list): checked in the browser and confirmed; nothing is sent anywhere. */
export function EmailSignupForm({ formLabel, onDark = false }: { formLabel?: string; onDark?: boolean }) {
  const copy = useTranslation(PLATFORM_COPY).emailSignup;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError(copy.invalid);
      setSubscribed(null);
      return;
    }
    setError(null);
    setSubscribed(email.trim());
    setEmail('');
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={formLabel ?? copy.formLabel}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormField
          label={copy.emailLabel}
          type="email"
          autoComplete="email"
          size="small"
          value={email}
          onChange={setEmail}
          error={Boolean(error)}
          helperText={error ?? ' '}
          sx={{
            flexGrow: 1,
            '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' },
            ...(onDark && ON_DARK_FIELD),
          }}
        />
        <Button type="submit" variant="contained" color="secondary" sx={{ height: 40 }}>
          {copy.subscribe}
        </Button>
      </Box>
      {/* The live region is always there, so a screen reader announces the confirmation when it appears. */}
      <Box role="status">
        {subscribed && (
          <Alert severity="success" role="none" sx={{ mt: 1 }}>
            {copy.confirmation(subscribed)}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
