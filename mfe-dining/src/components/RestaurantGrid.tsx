import { Grid } from 'shared/mui';
import { useTranslation } from 'shared';
import { RESTAURANTS } from '../content/dining';
import { RestaurantCard } from './RestaurantCard';

/** The guide's featured restaurants, three to a row on wide screens. */
export function RestaurantGrid() {
  const restaurants = useTranslation(RESTAURANTS);
  return (
    <Grid container spacing={3}>
      {restaurants.map((restaurant) => (
        <Grid key={restaurant.id} size={{ xs: 12, md: 4 }}>
          <RestaurantCard restaurant={restaurant} />
        </Grid>
      ))}
    </Grid>
  );
}
