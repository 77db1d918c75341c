import { Box, Button, Container, Paper } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { HeroBanner, SectionHeading, usePageMeta } from 'shared';
import { CuisineGrid } from '../components/CuisineGrid';
import { RestaurantGrid } from '../components/RestaurantGrid';
import { DINING_META, DINING_PAGE, EXPERIENCES_BLOCK } from '../content/dining';

export function DiningPage() {
  usePageMeta(DINING_META.dining);
  return (
    <>
      <HeroBanner title={DINING_PAGE.title} subtitle={DINING_PAGE.subtitle} backgroundImage={DINING_PAGE.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="featured-heading" sx={{ py: 6 }}>
        <SectionHeading id="featured-heading" title={DINING_PAGE.introTitle} subtitle={DINING_PAGE.intro} />
        <RestaurantGrid />
      </Container>
      <Box component="section" aria-labelledby="cuisine-heading" sx={{ py: 6, bgcolor: 'grey.100' }}>
        <Container maxWidth="lg">
          <SectionHeading id="cuisine-heading" title="Explore by Cuisine Type" />
          <CuisineGrid />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Paper component="section" aria-labelledby="experiences-heading" variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
          <SectionHeading id="experiences-heading" title={EXPERIENCES_BLOCK.title} subtitle={EXPERIENCES_BLOCK.text} />
          <Button component={RouterLink} to={EXPERIENCES_BLOCK.to} variant="contained">
            {EXPERIENCES_BLOCK.cta}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
