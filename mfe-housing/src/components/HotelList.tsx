import { useEffect } from 'react';
import { Alert, AlertTitle, Box, Grid, Typography } from 'shared/mui';
import { CardGridSkeleton, useLocale, useTranslation } from 'shared';
import { useHotels, type HotelSearch } from '../api/hotels';
import { HOTEL_LIST_COPY, type AffiliateHotelListing } from '../content/housing';
import { OSAKA_DEMO_HOTELS } from '../content/demoHotels';
import { HotelCard } from './HotelCard';

const GRID_ITEM = { xs: 12, sm: 6, md: 4 } as const;

function HotelGrid({ hotels }: { hotels: AffiliateHotelListing[] }) {
  return (
    <Grid container spacing={3}>
      {hotels.map((hotel) => (
        <Grid key={hotel.id} size={GRID_ITEM}>
          <HotelCard hotel={hotel} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The affiliate hotel list and its four states: loading, error (with demo hotels), empty, list. */
export function HotelList({ search }: { search: HotelSearch }) {
  const { data, error, isPending } = useHotels(search);
  const copy = useTranslation(HOTEL_LIST_COPY);
  const demoHotels = OSAKA_DEMO_HOTELS[useLocale().locale];
  useEffect(() => {
    if (error) console.error('Hotel listings could not be loaded:', error);
  }, [error]);

  if (error) {
    return (
      <>
        <Alert severity="error" sx={{ mb: 3 }}>
          <AlertTitle>{copy.errorTitle}</AlertTitle>
          {copy.errorMessage} {copy.demoNote}
        </Alert>
        <HotelGrid hotels={demoHotels} />
      </>
    );
  }
  if (isPending) {
    return (
      <CardGridSkeleton
        count={3}
        size={GRID_ITEM}
        imageAspectRatio="16 / 9"
        label={copy.loading}
        testId="hotel-placeholder"
      />
    );
  }
  if (data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          {copy.emptyTitle}
        </Typography>
        <Typography color="text.secondary">{copy.emptyAdvice}</Typography>
      </Box>
    );
  }
  return <HotelGrid hotels={data} />;
}
