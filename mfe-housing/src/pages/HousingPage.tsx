import { useState } from 'react';
import { Box, Container, Typography } from 'shared/mui';
import { HeroBanner, daysFromNow, usePageMeta, useTranslation } from 'shared';
import type { HotelSearch } from '../api/hotels';
import { BookingPartners } from '../components/BookingPartners';
import { ConciergeSection } from '../components/ConciergeSection';
import { HotelList } from '../components/HotelList';
import { HotelSearchForm } from '../components/HotelSearchForm';
import { RecommendedAccommodations } from '../components/RecommendedAccommodations';
import { HOTEL_LIST_COPY, HOTEL_SEARCH_DEFAULTS, HOUSING_META, HOUSING_PAGE } from '../content/housing';

function datesOutOfOrder({ checkIn, checkOut }: HotelSearch) {
  return Boolean(checkIn && checkOut && checkOut <= checkIn);
}

function initialSearch() {
  const { location, checkInDays, checkOutDays, guests, rooms } = HOTEL_SEARCH_DEFAULTS;
  return { location, checkIn: daysFromNow(checkInDays), checkOut: daysFromNow(checkOutDays), guests, rooms };
}

export function HousingPage() {
  usePageMeta(useTranslation(HOUSING_META).housing);
  const page = useTranslation(HOUSING_PAGE);
  const listCopy = useTranslation(HOTEL_LIST_COPY);
  const [search, setSearch] = useState(initialSearch);
  // The list shows the last search whose stay ends after it starts. Beyond the spec, the form hints at
  // the date order; meanwhile the list keeps its last state (SPEC section 4), never a bare heading.
  const [listedSearch, setListedSearch] = useState(search);
  const update = (next: Partial<HotelSearch>) => {
    const updated = { ...search, ...next };
    setSearch(updated);
    if (!datesOutOfOrder(updated)) setListedSearch(updated);
  };
  const datesInvalid = datesOutOfOrder(search);

  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} backgroundImage={page.image}>
        <HotelSearchForm search={search} onChange={update} datesInvalid={datesInvalid} />
      </HeroBanner>
      <Box component="section" aria-labelledby="hotels-heading" sx={{ py: 6 }}>
        <Container maxWidth="lg">
          <Typography id="hotels-heading" variant="h2" gutterBottom>
            {listCopy.title}
          </Typography>
          <HotelList search={listedSearch} />
        </Container>
      </Box>
      <BookingPartners />
      <RecommendedAccommodations />
      <ConciergeSection />
    </>
  );
}
