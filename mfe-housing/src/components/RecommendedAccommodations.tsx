import { Box, Button, CardActions, Container, Grid, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, ContentCard } from 'shared';
import { ACCOMMODATIONS, ALL_ACCOMMODATIONS_PAGE } from '../content/housing';

/** Recommended accommodations, each with 'View Details' ({link}/details) and 'Book Now' ({link}). */
export function RecommendedAccommodations({ showViewAll = true }: { showViewAll?: boolean }) {
  return (
    <Box component="section" aria-labelledby="recommended-heading" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="recommended-heading" variant="h2" gutterBottom>
          Recommended Accommodations
        </Typography>
        <Grid container spacing={3}>
          {ACCOMMODATIONS.map((item) => (
            <Grid key={item.id} size={{ xs: 12, md: 4 }}>
              <ContentCard title={item.title} description={item.description} image={item.image} link={item.link} badge={item.badge}>
                <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                  <Button component={RouterLink} to={`${item.link}/details`} variant="outlined" aria-label={actionLabel('View Details', item.title)}>
                    View Details
                  </Button>
                  <Button component={RouterLink} to={item.link} variant="contained" aria-label={actionLabel('Book Now', item.title)}>
                    Book Now
                  </Button>
                </CardActions>
              </ContentCard>
            </Grid>
          ))}
        </Grid>
        {showViewAll && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button component={RouterLink} to={ALL_ACCOMMODATIONS_PAGE.link} variant="outlined" size="large">
              {ALL_ACCOMMODATIONS_PAGE.viewAll}
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}
