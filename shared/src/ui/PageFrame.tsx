import type { ReactNode } from 'react';
import { Button, Container, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';
import { usePageMeta } from '../page/pageMeta';
import type { PageMeta } from '../page/siteCopy';
import { useBackArrow } from './backArrow';

export interface PageFrameProps {
  title: string;
  intro: string;
  back?: { to: string; label: string };
  maxWidth?: 'md' | 'lg';
  /** What the page says about itself (description, JSON-LD, a title other than the heading). */
  meta?: PageMeta;
  children: ReactNode;
}

/** A plain content page: optional back link, h1 title, introduction, content. */
export function PageFrame({ title, intro, back, maxWidth = 'lg', meta, children }: PageFrameProps) {
  usePageMeta({ ...meta, title: meta?.title ?? title });
  const backArrow = useBackArrow();
  return (
    <Container maxWidth={maxWidth} sx={{ py: 6 }}>
      {back && (
        <Button component={RouterLink} to={back.to} sx={{ mb: 2 }}>
          {backArrow} {back.label}
        </Button>
      )}
      <Typography variant="h1" sx={{ fontSize: '2.4rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.05rem' }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
