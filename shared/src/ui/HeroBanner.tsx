import type { ReactNode } from 'react';
import { Box, Button, Container, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';

export const HERO_MIN_HEIGHT = '70vh';

export interface HeroBannerProps {
  title: string;
  subtitle?: ReactNode;
  backgroundImage?: string;
  ctaLabel?: string;
  ctaLink?: string;
  /** Extra content under the button (e.g. a search form). */
  children?: ReactNode;
}

/** SPEC "Hero banner": min height 70vh; the button defaults to 'Get Tickets' → /tickets. */
export function HeroBanner({ title, subtitle, backgroundImage, ctaLabel = 'Get Tickets', ctaLink = '/tickets', children }: HeroBannerProps) {
  // A dark base colour under a dark gradient keeps the text readable when the photo fails to load.
  const overlay = 'linear-gradient(rgba(6, 30, 24, 0.72), rgba(6, 30, 24, 0.72))';
  return (
    <Box
      component="section"
      aria-label={title}
      data-testid="hero-banner"
      sx={{
        minHeight: HERO_MIN_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        color: '#fff',
        bgcolor: '#0d2b24',
        backgroundImage: backgroundImage ? `${overlay}, url("${backgroundImage}")` : overlay,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 10, md: 12 } }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="h6" component="p" sx={{ maxWidth: 720, mb: 4, fontWeight: 400 }}>
            {subtitle}
          </Typography>
        )}
        {ctaLabel && (
          <Button component={RouterLink} to={ctaLink} variant="contained" color="secondary" size="large">
            {ctaLabel}
          </Button>
        )}
        {children}
      </Container>
    </Box>
  );
}
