import { Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, ListingCard } from 'shared';
import { RESTAURANT_CARD, type Restaurant } from '../content/dining';

/** SPEC "Featured Restaurants" card: the fixed distance, tags and five stars, and 'Reserve a Table'. */
export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <ListingCard
      testId="restaurant-card"
      title={restaurant.title}
      image={restaurant.image}
      badge={restaurant.badge}
      location={RESTAURANT_CARD.distance}
      description={restaurant.description}
      rating={RESTAURANT_CARD.stars}
      tags={RESTAURANT_CARD.tags}
      tagsLabel={RESTAURANT_CARD.tagsLabel}
      actions={
        <Button component={RouterLink} to={restaurant.link} variant="contained" aria-label={actionLabel(RESTAURANT_CARD.reserve, restaurant.title)}>
          {RESTAURANT_CARD.reserve}
        </Button>
      }
    />
  );
}
