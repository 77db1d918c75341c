import type { ReactNode } from 'react';
import { Box, Button, Container, Typography } from '../../mui';
import { Link as RouterLink } from '../../router';
import { PLATFORM_COPY } from '../i18n/platformCopy';
import { useTranslation } from '../i18n/LocaleContext';
import { AFTER_FIRST_PAINT } from './afterFirstPaint';

export const HERO_MIN_HEIGHT = '70vh';

/** The hero's call to action: a button with this label, linking to `to`. */
export interface HeroCta {
  label: string;
  to: string;
}

/** SPEC "Hero banner": the call to action a page gets when it asks for the default one (its label in the page's language). */
export const DEFAULT_HERO_CTA: HeroCta = { label: PLATFORM_COPY.en.heroCta, to: '/tickets' };

export interface HeroBannerProps {
  title: string;
  subtitle?: ReactNode;
  backgroundImage?: string;
  /** The button, if the page wants one (`DEFAULT_HERO_CTA` for SPEC's default); none without it. */
  cta?: HeroCta;
  /** @deprecated Before shared 2.3: use `cta`. Still honoured for remotes deployed before then. */
  ctaLabel?: string;
  /** @deprecated Before shared 2.3: use `cta`. */
  ctaLink?: string;
  /** Extra content under the button (e.g. a search form). */
  children?: ReactNode;
}

/** Before shared 2.3 the button was on unless `ctaLabel=""`; a remote deployed then keeps what it asked for. */
function legacyCta({ ctaLabel, ctaLink }: Pick<HeroBannerProps, 'ctaLabel' | 'ctaLink'>): HeroCta | undefined {
  return ctaLabel ? { label: ctaLabel, to: ctaLink ?? DEFAULT_HERO_CTA.to } : undefined;
}

/** SPEC "Hero banner": min height 70vh, an optional background image and an optional call to action. */
export function HeroBanner({ title, subtitle, backgroundImage, cta, ctaLabel, ctaLink, children }: HeroBannerProps) {
  const defaultLabel = useTranslation(PLATFORM_COPY).heroCta;
  const asked = cta ?? legacyCta({ ctaLabel, ctaLink });
  const action = asked === DEFAULT_HERO_CTA ? { ...asked, label: defaultLabel } : asked;
  return (
    <Box
      component="section"
      aria-label={title}
      data-testid="hero-banner"
      sx={({ palette }) => {
        // A dark base colour under a dark gradient keeps the text readable before the photo arrives, or if it never does.
        const overlay = `linear-gradient(${palette.inverse.overlay}, ${palette.inverse.overlay})`;
        // The photo is decoration behind the title: fetched once the text is on screen.
        const photo = backgroundImage
          ? Object.fromEntries(
              AFTER_FIRST_PAINT.map((when) => [when, { backgroundImage: `${overlay}, url("${backgroundImage}")` }]),
            )
          : {};
        return {
          minHeight: HERO_MIN_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          color: palette.inverse.contrastText,
          bgcolor: palette.inverse.main,
          backgroundImage: overlay,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          ...photo,
        };
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
        {action && (
          <Button component={RouterLink} to={action.to} variant="contained" color="secondary" size="large">
            {action.label}
          </Button>
        )}
        {children}
      </Container>
    </Box>
  );
}
