import { Container, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { NotFoundInSection, SectionHeading, useLocale, usePageMeta, useTranslation } from 'shared';
import { RestaurantGrid } from '../components/RestaurantGrid';
import { DINING_COPY, DINING_META, findCuisine, type CuisineType } from '../content/dining';

/** /eating/cuisine/{name}: one cuisine type, with our featured restaurants to try meanwhile. */
export function CuisinePage() {
  const cuisine = findCuisine(useParams().name, useLocale().locale);
  const copy = useTranslation(DINING_COPY);
  if (!cuisine)
    return (
      <NotFoundInSection
        title={copy.cuisineNotFound.title}
        message={copy.cuisineNotFound.message}
        backLabel={copy.backToDining}
        backTo="/eating"
      />
    );
  return <CuisineDetails cuisine={cuisine} />;
}

function CuisineDetails({ cuisine }: { cuisine: CuisineType }) {
  const copy = useTranslation(DINING_COPY);
  usePageMeta(useTranslation(DINING_META).cuisine(cuisine));
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.4rem', mb: 1 }}>
        {cuisine.name}
      </Typography>
      <Typography color="text.secondary">{cuisine.description}</Typography>
      <Typography sx={{ fontWeight: 700, my: 2 }}>{copy.restaurantsInGuide(cuisine.count)}</Typography>
      <section aria-labelledby="featured-heading">
        <SectionHeading id="featured-heading" title={copy.featuredRestaurants} />
        <RestaurantGrid />
      </section>
    </Container>
  );
}
