import { Typography } from 'shared/mui';
import { ExternalButton, ListingCard, formatUsd, useLocale, useTranslation } from 'shared';
import { CJ_PARTNER_ID } from '../api/hotels';
import { affiliateLink } from '../content/affiliateLink';
import { localizeHotel } from '../content/demoHotels';
import { HOTEL_LIST_COPY, type AffiliateHotelListing } from '../content/housing';

/** A partner hotel: its price per night and the affiliate 'View Deal' link. */
export function HotelCard({ hotel: listing }: { hotel: AffiliateHotelListing }) {
  const { locale, intlLocale } = useLocale();
  const copy = useTranslation(HOTEL_LIST_COPY);
  const hotel = localizeHotel(listing, locale);
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
      tagsLabel={copy.amenities}
      actions={
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {formatUsd(hotel.price, intlLocale)}
            <Typography component="span" variant="body2" color="text.secondary">
              {copy.perNight}
            </Typography>
          </Typography>
          <ExternalButton href={affiliateLink(hotel.link, CJ_PARTNER_ID)} sponsored variant="contained" size="small">
            {copy.viewDeal}
          </ExternalButton>
        </>
      }
    />
  );
}
