import { Box, Button, Container, Paper } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { HeroBanner, SectionHeading, usePageMeta, useTranslation } from 'shared';
import { CuisineGrid } from '../components/CuisineGrid';
import { RestaurantGrid } from '../components/RestaurantGrid';
import { DINING_COPY, DINING_META, DINING_PAGE, EXPERIENCES_BLOCK } from '../content/dining';

export function DiningPage() {
  const page = useTranslation(DINING_PAGE);
  const experiences = useTranslation(EXPERIENCES_BLOCK);
  const copy = useTranslation(DINING_COPY);
  usePageMeta(useTranslation(DINING_META).dining);
  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} backgroundImage={page.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="featured-heading" sx={{ py: 6 }}>
        <SectionHeading id="featured-heading" title={page.introTitle} subtitle={page.intro} />
        <RestaurantGrid />
      </Container>
      <Box component="section" aria-labelledby="cuisine-heading" sx={{ py: 6, bgcolor: 'grey.100' }}>
        <Container maxWidth="lg">
          <SectionHeading id="cuisine-heading" title={copy.cuisineHeading} />
          <CuisineGrid />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Paper
          component="section"
          aria-labelledby="experiences-heading"
          variant="outlined"
          sx={{ p: { xs: 3, md: 5 } }}
        >
          <SectionHeading id="experiences-heading" title={experiences.title} subtitle={experiences.text} />
          <Button component={RouterLink} to={experiences.to} variant="contained">
            {experiences.cta}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
