import { Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, ListingCard, useTranslation } from 'shared';
import { RESTAURANT_CARD, RESTAURANT_STARS, type Restaurant } from '../content/dining';

/** SPEC "Featured Restaurants" card: the fixed distance, tags and five stars, and 'Reserve a Table'. */
export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  const card = useTranslation(RESTAURANT_CARD);
  return (
    <ListingCard
      testId="restaurant-card"
      title={restaurant.title}
      image={restaurant.image}
      badge={restaurant.badge}
      location={card.distance}
      description={restaurant.description}
      rating={RESTAURANT_STARS}
      tags={card.tags}
      tagsLabel={card.tagsLabel}
      actions={
        <Button
          component={RouterLink}
          to={restaurant.link}
          variant="contained"
          aria-label={actionLabel(card.reserve, restaurant.title)}
        >
          {card.reserve}
        </Button>
      }
    />
  );
}
