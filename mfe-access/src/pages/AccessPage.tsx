import { Box, Container, Grid, Typography } from 'shared/mui';
import { ConciergePanel, HeroBanner, usePageMeta } from 'shared';
import { ACCESSIBILITY_INFO, ACCESS_META, ACCESS_PAGE, CONCIERGE, LOCAL_AREA_INFO } from '../content/access';
import { InfoList } from '../components/InfoList';
import { TransportSelector } from '../components/TransportSelector';
import { VenueDetails } from '../components/VenueDetails';
import { VenueMap } from '../components/VenueMap';

export function AccessPage() {
  usePageMeta(ACCESS_META);
  return (
    <>
      <HeroBanner title={ACCESS_PAGE.title} subtitle={ACCESS_PAGE.subtitle} backgroundImage={ACCESS_PAGE.image} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Box component="section" aria-labelledby="venue-heading" sx={{ mb: 6 }}>
          <Typography id="venue-heading" variant="h2" gutterBottom>
            The venue
          </Typography>
          <VenueDetails />
          <Box sx={{ mt: 4 }}>
            <VenueMap />
          </Box>
        </Box>

        <Box component="section" aria-labelledby="directions-heading" sx={{ mb: 6 }}>
          <Typography id="directions-heading" variant="h2" gutterBottom>
            How to get here
          </Typography>
          <TransportSelector />
        </Box>

        <Grid container spacing={4} sx={{ mb: 6 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoList id="accessibility-heading" title={ACCESSIBILITY_INFO.title} points={ACCESSIBILITY_INFO.points} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoList id="local-area-heading" title={LOCAL_AREA_INFO.title} points={LOCAL_AREA_INFO.points} />
          </Grid>
        </Grid>

        <ConciergePanel id="concierge-heading" {...CONCIERGE} />
      </Container>
    </>
  );
}
