import { Box, Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { VenueDetails } from '../pages/VenueDetails';
import { VenueMap } from '../pages/VenueMap';
import { PageFrame } from 'shared';

/** Exposed as './VenuePage': the site's /venue, from the Access data. */
export default function VenuePage() {
  return (
    <PageFrame title="The Venue" intro="Riyadh Expo City on King Salman Road: where it is, when it is open and how to reach us.">
      <VenueDetails />
      <Box sx={{ my: 4 }}>
        <VenueMap />
      </Box>
      <Button component={RouterLink} to="/access" variant="contained">
        Directions by train, bus, car and plane
      </Button>
    </PageFrame>
  );
}
