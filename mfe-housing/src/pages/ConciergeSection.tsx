import { Button, Container, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CONCIERGE } from '../content/housing';

export function ConciergeSection() {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="concierge-heading" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography id="concierge-heading" variant="h2" sx={{ fontSize: '1.6rem' }} gutterBottom>
          {CONCIERGE.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {CONCIERGE.text}
        </Typography>
        <Button component={RouterLink} to={CONCIERGE.to} variant="contained">
          {CONCIERGE.cta}
        </Button>
      </Paper>
    </Container>
  );
}
