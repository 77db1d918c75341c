import { Box, Button, List, ListItem, ListItemText, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import { DetailLayout, NotFoundInSection, StarRating } from 'shared';
import { RESTAURANT_CARD, findRestaurant, restaurantMeta, type Restaurant } from '../content/dining';

/** /eating/{restaurant}: the restaurant from the data in hand. */
export function RestaurantPage() {
  const restaurant = findRestaurant(useParams().slug);
  if (!restaurant) return <NotFoundInSection title="Restaurant not found" message="We couldn't find that restaurant." backLabel="Back to Dining" backTo="/eating" />;
  return <RestaurantDetails restaurant={restaurant} />;
}

function RestaurantDetails({ restaurant }: { restaurant: Restaurant }) {
  return (
    <DetailLayout title={restaurant.title} image={restaurant.image} badge={restaurant.badge} backTo="/eating" backLabel="Back to Dining" meta={restaurantMeta(restaurant)}>
      <StarRating rating={RESTAURANT_CARD.stars} size="medium" />
      <Typography sx={{ my: 2 }}>{restaurant.description}</Typography>
      <Typography color="text.secondary">{restaurant.cuisine}</Typography>
      <Typography color="text.secondary">{restaurant.address}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {restaurant.hours}
      </Typography>
      <Box component="section" aria-labelledby="menu-heading">
        <Typography id="menu-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
          Menu highlights
        </Typography>
        <List dense>
          {restaurant.menuHighlights.map((dish) => (
            <ListItem key={dish} disableGutters>
              <ListItemText primary={dish} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Reservations are made directly with the restaurant; Expo Guide does not take bookings. Ask our concierge if you need help.
      </Typography>
      <Button component={RouterLink} to="/contact" variant="contained" sx={{ mt: 2 }}>
        Contact Concierge
      </Button>
    </DetailLayout>
  );
}
