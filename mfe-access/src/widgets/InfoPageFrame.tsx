import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';
import { usePageTitle } from 'shared';

/** The frame of the small pages Access provides to the site (venue, accessibility, contact). */
export function InfoPageFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
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
