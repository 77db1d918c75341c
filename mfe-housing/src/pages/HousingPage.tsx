import { useState } from 'react';
import { Box, Container, Typography } from 'shared/mui';
import { HeroBanner, daysFromNow, usePageTitle } from 'shared';
import type { HotelSearch } from '../api/hotelsClient';
import { HOTEL_LIST_COPY, HOTEL_SEARCH_DEFAULTS, HOUSING_PAGE } from '../content/housing';
import { BookingPartners } from './BookingPartners';
import { ConciergeSection } from './ConciergeSection';
import { HotelList } from './HotelList';
import { HotelSearchForm } from './HotelSearchForm';
import { RecommendedAccommodations } from './RecommendedAccommodations';

function initialSearch() {
  const { location, checkInDays, checkOutDays, guests, rooms } = HOTEL_SEARCH_DEFAULTS;
  return { location, checkIn: daysFromNow(checkInDays), checkOut: daysFromNow(checkOutDays), guests, rooms };
}

export function HousingPage() {
  usePageTitle('Housing');
  const [search, setSearch] = useState(initialSearch);
  const update = (next: Partial<HotelSearch>) => setSearch((current) => ({ ...current, ...next }));
  // Beyond the spec: a stay must end after it starts; no request is made until it does.
  const datesInvalid = Boolean(search.checkIn && search.checkOut && search.checkOut <= search.checkIn);

  return (
    <>
      <HeroBanner title={HOUSING_PAGE.title} subtitle={HOUSING_PAGE.subtitle} backgroundImage={HOUSING_PAGE.image} ctaLabel="">
        <HotelSearchForm search={search} onChange={update} datesInvalid={datesInvalid} />
      </HeroBanner>
      <Box component="section" aria-labelledby="hotels-heading" sx={{ py: 6 }}>
        <Container maxWidth="lg">
          <Typography id="hotels-heading" variant="h2" gutterBottom>
            {HOTEL_LIST_COPY.title}
          </Typography>
          <HotelList search={search} enabled={!datesInvalid} />
        </Container>
      </Box>
      <BookingPartners />
      <RecommendedAccommodations />
      <ConciergeSection />
    </>
  );
}
