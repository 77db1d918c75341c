import type { ReactNode } from 'react';
import { Button, Chip, Container, Grid, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';
import { SafeImage } from './SafeImage';
import { usePageMeta } from '../page/pageMeta';
import type { PageMeta } from '../page/siteCopy';
import { useBackArrow } from './backArrow';

export interface DetailLayoutProps {
  title: string;
  image: string;
  backTo: string;
  backLabel: string;
  badge?: string;
  imageAspectRatio?: string;
  /**
   * What the page says about itself (description, JSON-LD, a title other than the heading). Its
   * preview image is `image` unless it names another.
   */
  meta?: PageMeta;
  /** Everything under the title: facts, actions. */
  children: ReactNode;
}

const isAbsoluteUrl = (url: string) => /^https?:\/\//.test(url);

/** The one layout of a detail page (a restaurant, an event, a place to stay, a product). */
export function DetailLayout({
  title,
  image,
  backTo,
  backLabel,
  badge,
  imageAspectRatio,
  meta,
  children,
}: DetailLayoutProps) {
  usePageMeta({
    ...meta,
    title: meta?.title ?? title,
    image: meta?.image ?? (isAbsoluteUrl(image) ? image : undefined),
  });
  const backArrow = useBackArrow();
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Button component={RouterLink} to={backTo} sx={{ mb: 2 }}>
        {backArrow} {backLabel}
      </Button>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SafeImage src={image} alt={title} lazy={false} aspectRatio={imageAspectRatio} sx={{ borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {badge && <Chip label={badge} color="primary" sx={{ mb: 1 }} />}
          <Typography variant="h1" sx={{ fontSize: '2.2rem', mb: 1 }}>
            {title}
          </Typography>
          {children}
        </Grid>
      </Grid>
    </Container>
  );
}
