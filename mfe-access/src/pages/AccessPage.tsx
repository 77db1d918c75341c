import { Box, Button, Container, Grid, Typography } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { ConciergePanel, HeroBanner, usePageMeta, useTranslation } from 'shared';
import { ACCESS_UI_COPY, CONCIERGE, PRACTICAL_LINK, PRACTICAL_LINK_TEXT, VENUE_MAP_LINK } from '../content/access';
import { ACCESSIBILITY_INFO, ACCESS_META, ACCESS_PAGE, LOCAL_AREA_INFO } from '../content/accessPage';
import { InfoList } from '../components/InfoList';
import { TransportSelector } from '../components/TransportSelector';
import { VenueDetails } from '../components/VenueDetails';
import { VenueMap } from '../components/VenueMap';

export function AccessPage() {
  const page = useTranslation(ACCESS_PAGE);
  const practicalLink = useTranslation(PRACTICAL_LINK_TEXT);
  const copy = useTranslation(ACCESS_UI_COPY);
  const accessibility = useTranslation(ACCESSIBILITY_INFO);
  const localArea = useTranslation(LOCAL_AREA_INFO);
  const concierge = useTranslation(CONCIERGE);
  usePageMeta(useTranslation(ACCESS_META));
  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} backgroundImage={page.image} />
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Box component="section" aria-labelledby="venue-heading" sx={{ mb: 6 }}>
          <Typography id="venue-heading" variant="h2" gutterBottom>
            {copy.venueHeading}
          </Typography>
          <VenueDetails />
          <Box sx={{ mt: 4 }}>
            <VenueMap />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
            <Button component={RouterLink} to={VENUE_MAP_LINK} variant="outlined">
              {copy.venueMapLink}
            </Button>
            <Button component={RouterLink} to={PRACTICAL_LINK} variant="outlined">
              {practicalLink}
            </Button>
          </Box>
        </Box>

        <Box component="section" aria-labelledby="directions-heading" sx={{ mb: 6 }}>
          <Typography id="directions-heading" variant="h2" gutterBottom>
            {copy.directionsHeading}
          </Typography>
          <TransportSelector />
        </Box>

        <Grid container spacing={4} sx={{ mb: 6 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoList id="accessibility-heading" title={accessibility.title} points={accessibility.points} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <InfoList id="local-area-heading" title={localArea.title} points={localArea.points} />
          </Grid>
        </Grid>

        <ConciergePanel id="concierge-heading" {...concierge} />
      </Container>
    </>
  );
}
