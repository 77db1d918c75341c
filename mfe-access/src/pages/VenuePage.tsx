import { Box, Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame } from 'shared';
import { VenueDetails } from '../components/VenueDetails';
import { VenueMap } from '../components/VenueMap';
import { DIRECTIONS } from '../content/access';

/** The site's /venue, from the Access data. */
export function VenuePage() {
  return (
    <PageFrame title="The Venue" intro="Riyadh Expo City on King Salman Road: where it is, when it is open and how to reach us.">
      <VenueDetails />
      <Box sx={{ my: 4 }}>
        <VenueMap />
      </Box>
      <Button component={RouterLink} to={DIRECTIONS.link} variant="contained">
        {DIRECTIONS.cta}
      </Button>
    </PageFrame>
  );
}
