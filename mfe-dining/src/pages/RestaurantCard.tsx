import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { actionLabel, LocationOnIcon, SafeImage, StarRating } from 'shared';
import { RESTAURANT_CARD, type Restaurant } from '../content/dining';

/** SPEC "Featured Restaurants" card. */
export function RestaurantCard({ restaurant }: { restaurant: Restaurant }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="restaurant-card">
      <SafeImage src={restaurant.image} alt={restaurant.title} />
      <CardContent sx={{ flexGrow: 1 }}>
        {restaurant.badge && <Chip label={restaurant.badge} size="small" color="primary" sx={{ mb: 1 }} />}
        <Typography variant="h6" component="h3">
          {restaurant.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <LocationOnIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{RESTAURANT_CARD.distance}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {restaurant.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {RESTAURANT_CARD.tags.map((tag) => (
            <Chip key={tag} label={tag} size="small" variant="outlined" />
          ))}
        </Stack>
        <StarRating rating={RESTAURANT_CARD.stars} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={restaurant.link} variant="contained" aria-label={actionLabel(RESTAURANT_CARD.reserve, restaurant.title)}>
          {RESTAURANT_CARD.reserve}
        </Button>
      </CardActions>
    </Card>
  );
}
