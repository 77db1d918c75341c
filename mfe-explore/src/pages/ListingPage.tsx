import type { ReactNode } from 'react';
import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from 'shared';

/** The frame of the section's listing pages: back link, title, introduction, content. */
export function ListingPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Button component={RouterLink} to="/things-to-do" sx={{ mb: 2 }}>
        ← Back to Things To Do
      </Button>
      <Typography variant="h1" sx={{ fontSize: '2.4rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
