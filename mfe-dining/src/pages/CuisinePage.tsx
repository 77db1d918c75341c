import { Container, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { NotFoundInSection, SectionHeading, usePageMeta } from 'shared';
import { RestaurantGrid } from '../components/RestaurantGrid';
import { CUISINE_DESCRIPTIONS, cuisineMeta, findCuisine, type CuisineType } from '../content/dining';

/** /eating/cuisine/{name}: one cuisine type, with our featured restaurants to try meanwhile. */
export function CuisinePage() {
  const cuisine = findCuisine(useParams().name);
  if (!cuisine) return <NotFoundInSection title="Cuisine not found" message="We couldn't find that cuisine type." backLabel="Back to Dining" backTo="/eating" />;
  return <CuisineDetails cuisine={cuisine} />;
}

function CuisineDetails({ cuisine }: { cuisine: CuisineType }) {
  usePageMeta(cuisineMeta(cuisine));
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: '2.4rem', mb: 1 }}>
        {cuisine.name}
      </Typography>
      <Typography color="text.secondary">{CUISINE_DESCRIPTIONS[cuisine.name]}</Typography>
      <Typography sx={{ fontWeight: 700, my: 2 }}>{cuisine.count} restaurants in our guide</Typography>
      <section aria-labelledby="featured-heading">
        <SectionHeading id="featured-heading" title="Featured restaurants" />
        <RestaurantGrid />
      </section>
    </Container>
  );
}
