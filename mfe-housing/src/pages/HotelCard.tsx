import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from 'shared/mui';
import { ExternalButton, LocationOnIcon, SafeImage, StarRating, formatUsd, type AffiliateHotelListing } from 'shared';
import { CJ_PARTNER_ID } from '../api/hotelsClient';
import { affiliateLink } from '../api/affiliateLink';
import { HOTEL_LIST_COPY } from '../content/housing';

export function HotelCard({ hotel }: { hotel: AffiliateHotelListing }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="hotel-card">
      <SafeImage src={hotel.image} alt={hotel.title} />
      <CardContent sx={{ flexGrow: 1 }}>
        {hotel.badge && <Chip label={hotel.badge} size="small" color="primary" sx={{ mb: 1 }} />}
        <Typography variant="h6" component="h3">
          {hotel.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', mb: 1 }}>
          <LocationOnIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{hotel.location}</Typography>
        </Box>
        <StarRating rating={hotel.rating} />
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {hotel.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} component="ul" aria-label="Amenities" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {hotel.amenities.map((amenity) => (
            <li key={amenity}>
              <Chip label={amenity} size="small" variant="outlined" />
            </li>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {formatUsd(hotel.price)}
          <Typography component="span" variant="body2" color="text.secondary">
            {HOTEL_LIST_COPY.perNight}
          </Typography>
        </Typography>
        <ExternalButton href={affiliateLink(hotel.link, CJ_PARTNER_ID)} sponsored variant="contained" size="small">
          {HOTEL_LIST_COPY.viewDeal}
        </ExternalButton>
      </CardActions>
    </Card>
  );
}
