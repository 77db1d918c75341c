import { useEffect } from 'react';
import { Alert, AlertTitle, Box, Grid, Skeleton, Typography } from 'shared/mui';
import type { AffiliateHotelListing } from 'shared';
import type { HotelSearch } from '../api/hotelsClient';
import { useHotels } from '../api/useHotels';
import { HOTEL_LIST_COPY } from '../content/housing';
import { OSAKA_DEMO_HOTELS } from '../content/demoHotels';
import { HotelCard } from './HotelCard';

function HotelGrid({ hotels }: { hotels: AffiliateHotelListing[] }) {
  return (
    <Grid container spacing={3}>
      {hotels.map((hotel) => (
        <Grid key={hotel.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <HotelCard hotel={hotel} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The affiliate hotel list and its four states: loading, error (with demo hotels), empty, list. */
export function HotelList({ search }: { search: HotelSearch }) {
  const { data, error, isPending } = useHotels(search);
  useEffect(() => {
    if (error) console.error('Hotel listings could not be loaded:', error);
  }, [error]);

  if (error) {
    return (
      <>
        <Alert severity="error" sx={{ mb: 3 }}>
          <AlertTitle>{HOTEL_LIST_COPY.errorTitle}</AlertTitle>
          {HOTEL_LIST_COPY.errorMessage} {HOTEL_LIST_COPY.demoNote}
        </Alert>
        <HotelGrid hotels={OSAKA_DEMO_HOTELS} />
      </>
    );
  }
  if (isPending) {
    return (
      <Grid container spacing={3} role="status" aria-label="Loading hotels">
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }} data-testid="hotel-placeholder">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <Skeleton variant="text" sx={{ fontSize: '1.4rem' }} />
            <Skeleton variant="text" width="60%" />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (data.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="p">
          {HOTEL_LIST_COPY.emptyTitle}
        </Typography>
        <Typography color="text.secondary">{HOTEL_LIST_COPY.emptyAdvice}</Typography>
      </Box>
    );
  }
  return <HotelGrid hotels={data} />;
}
