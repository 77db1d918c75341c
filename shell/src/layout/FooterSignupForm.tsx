import { EmailSignupForm } from 'shared';

/** The footer's newsletter form: a chunk of its own (Footer.tsx), with the form fields' code. */
export function FooterSignupForm() {
  return <EmailSignupForm onDark />;
}
