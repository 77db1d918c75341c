import { Box, Button, Chip, Container, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundInSection, SafeImage, StarRating, usePageTitle } from 'shared';
import { RESTAURANT_CARD, findRestaurant, type Restaurant } from '../content/dining';

/** /eating/{restaurant}: the restaurant from the data in hand. */
export function RestaurantPage() {
  const restaurant = findRestaurant(useParams().slug);
  if (!restaurant) return <NotFoundInSection title="Restaurant not found" message="We couldn't find that restaurant." backLabel="Back to Dining" backTo="/eating" />;
  return <RestaurantDetails restaurant={restaurant} />;
}

function RestaurantDetails({ restaurant }: { restaurant: Restaurant }) {
  usePageTitle(restaurant.title);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Button component={RouterLink} to="/eating" sx={{ mb: 2 }}>
        ← Back to Dining
      </Button>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SafeImage src={restaurant.image} alt={restaurant.title} lazy={false} sx={{ borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {restaurant.badge && <Chip label={restaurant.badge} color="primary" sx={{ mb: 1 }} />}
          <Typography variant="h1" sx={{ fontSize: '2.2rem', mb: 1 }}>
            {restaurant.title}
          </Typography>
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
        </Grid>
      </Grid>
    </Container>
  );
}
