import { Typography } from 'shared/mui';
import { ExternalButton, ListingCard, formatUsd } from 'shared';
import { CJ_PARTNER_ID } from '../api/hotels';
import { affiliateLink } from '../content/affiliateLink';
import { HOTEL_LIST_COPY, type AffiliateHotelListing } from '../content/housing';

/** A partner hotel: its price per night and the affiliate 'View Deal' link. */
export function HotelCard({ hotel }: { hotel: AffiliateHotelListing }) {
  return (
    <ListingCard
      testId="hotel-card"
      title={hotel.title}
      image={hotel.image}
      badge={hotel.badge}
      location={hotel.location}
      description={hotel.description}
      rating={hotel.rating}
      tags={hotel.amenities}
      tagsLabel={HOTEL_LIST_COPY.amenities}
      actions={
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {formatUsd(hotel.price)}
            <Typography component="span" variant="body2" color="text.secondary">
              {HOTEL_LIST_COPY.perNight}
            </Typography>
          </Typography>
          <ExternalButton href={affiliateLink(hotel.link, CJ_PARTNER_ID)} sponsored variant="contained" size="small">
            {HOTEL_LIST_COPY.viewDeal}
          </ExternalButton>
        </>
      }
    />
  );
}
