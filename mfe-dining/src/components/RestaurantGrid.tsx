import { Grid } from 'shared/mui';
import { RESTAURANTS } from '../content/dining';
import { RestaurantCard } from './RestaurantCard';

/** The guide's featured restaurants, three to a row on wide screens. */
export function RestaurantGrid() {
  return (
    <Grid container spacing={3}>
      {RESTAURANTS.map((restaurant) => (
        <Grid key={restaurant.id} size={{ xs: 12, md: 4 }}>
          <RestaurantCard restaurant={restaurant} />
        </Grid>
      ))}
    </Grid>
  );
}
