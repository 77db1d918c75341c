import { Button, Container, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';
import { usePageMeta } from '../page/pageMeta';

export interface NotFoundInSectionProps {
  title: string;
  message: string;
  backLabel: string;
  backTo: string;
}

/** An unknown id or slug inside a section: say so, and offer the way back into the section. */
export function NotFoundInSection({ title, message, backLabel, backTo }: NotFoundInSectionProps) {
  usePageMeta({ title, description: message, notFound: true });
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to={backTo} variant="contained">
        {backLabel}
      </Button>
    </Container>
  );
}
