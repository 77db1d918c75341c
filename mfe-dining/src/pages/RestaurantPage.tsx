import { Box, Button, List, ListItem, ListItemText, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import { DetailLayout, NotFoundInSection, StarRating, useLocale, useTranslation } from 'shared';
import { DINING_COPY, DINING_META, RESTAURANT_STARS, findRestaurant, type Restaurant } from '../content/dining';

/** /eating/{restaurant}: the restaurant from the data in hand. */
export function RestaurantPage() {
  const restaurant = findRestaurant(useParams().slug, useLocale().locale);
  const copy = useTranslation(DINING_COPY);
  if (!restaurant)
    return (
      <NotFoundInSection
        title={copy.restaurantNotFound.title}
        message={copy.restaurantNotFound.message}
        backLabel={copy.backToDining}
        backTo="/eating"
      />
    );
  return <RestaurantDetails restaurant={restaurant} />;
}

function RestaurantDetails({ restaurant }: { restaurant: Restaurant }) {
  const copy = useTranslation(DINING_COPY);
  const meta = useTranslation(DINING_META);
  return (
    <DetailLayout
      title={restaurant.title}
      image={restaurant.image}
      badge={restaurant.badge}
      backTo="/eating"
      backLabel={copy.backToDining}
      meta={meta.restaurant(restaurant)}
    >
      <StarRating rating={RESTAURANT_STARS} size="medium" />
      <Typography sx={{ my: 2 }}>{restaurant.description}</Typography>
      <Typography color="text.secondary">{restaurant.cuisine}</Typography>
      <Typography color="text.secondary">{restaurant.address}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {restaurant.hours}
      </Typography>
      <Box component="section" aria-labelledby="menu-heading">
        <Typography id="menu-heading" variant="h2" sx={{ fontSize: '1.3rem' }}>
          {copy.menuHighlights}
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
        {copy.reservationsNote}
      </Typography>
      <Button component={RouterLink} to="/contact" variant="contained" sx={{ mt: 2 }}>
        {copy.contactConcierge}
      </Button>
    </DetailLayout>
  );
}
