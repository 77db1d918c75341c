import { Button, Paper, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';

export interface ConciergePanelProps {
  id: string;
  title: string;
  text: string;
  cta: string;
  to: string;
}

/** A call-out that sends visitors to a person who can help (the concierge). */
export function ConciergePanel({ id, title, text, cta, to }: ConciergePanelProps) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography id={id} variant="sectionTitle" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained">
        {cta}
      </Button>
    </Paper>
  );
}
