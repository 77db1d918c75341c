import { Box, Container, Grid, Skeleton } from 'shared/mui';
import { HERO_MIN_HEIGHT, useTranslation } from 'shared';
import { SECTION_STATE_COPY } from '../../content/sectionStates';

/** Placeholder with the section page's shape (hero, then cards) while its remote downloads. */
export function SectionSkeleton({ label }: { label: string }) {
  const { loading } = useTranslation(SECTION_STATE_COPY);
  return (
    <Box role="status" aria-live="polite" aria-label={loading(label)} data-testid="section-skeleton">
      <Skeleton variant="rectangular" sx={{ height: HERO_MIN_HEIGHT, transform: 'none' }} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Skeleton variant="text" sx={{ fontSize: '2.4rem', width: '40%' }} />
        <Grid container spacing={3} sx={{ mt: 1 }}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 4 }}>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="60%" />
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}

/** Placeholder for a Home widget from a remote: a heading line and a row of cards. */
export function WidgetSkeleton({ label }: { label: string }) {
  const { loading } = useTranslation(SECTION_STATE_COPY);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }} role="status" aria-label={loading(label)}>
      <Skeleton variant="text" sx={{ fontSize: '2.4rem', width: '35%' }} />
      <Grid container spacing={3} sx={{ mt: 1 }}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
