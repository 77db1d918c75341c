import { Box, Button, CardActions, Container, Grid, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, ContentCard, useTranslation } from 'shared';
import { ACCOMMODATIONS, ALL_ACCOMMODATIONS_PAGE, HOUSING_COPY } from '../content/housing';

/** Recommended accommodations, each with 'View Details' ({link}/details) and 'Book Now' ({link}). */
export function RecommendedAccommodations({ showViewAll = true }: { showViewAll?: boolean }) {
  const copy = useTranslation(HOUSING_COPY);
  const accommodations = useTranslation(ACCOMMODATIONS);
  const allPage = useTranslation(ALL_ACCOMMODATIONS_PAGE);
  return (
    <Box component="section" aria-labelledby="recommended-heading" sx={{ py: 6 }}>
      <Container maxWidth="lg">
        <Typography id="recommended-heading" variant="h2" gutterBottom>
          {copy.recommendedTitle}
        </Typography>
        <Grid container spacing={3}>
          {accommodations.map((item) => (
            <Grid key={item.id} size={{ xs: 12, md: 4 }}>
              <ContentCard
                title={item.title}
                description={item.description}
                image={item.image}
                link={item.link}
                badge={item.badge}
              >
                <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
                  <Button
                    component={RouterLink}
                    to={`${item.link}/details`}
                    variant="outlined"
                    aria-label={actionLabel(copy.viewDetails, item.title)}
                  >
                    {copy.viewDetails}
                  </Button>
                  <Button
                    component={RouterLink}
                    to={item.link}
                    variant="contained"
                    aria-label={actionLabel(copy.bookNow, item.title)}
                  >
                    {copy.bookNow}
                  </Button>
                </CardActions>
              </ContentCard>
            </Grid>
          ))}
        </Grid>
        {showViewAll && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button component={RouterLink} to={allPage.link} variant="outlined" size="large">
              {allPage.viewAll}
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}
