import { Box, Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame } from 'shared';
import { VenueDetails } from '../components/VenueDetails';
import { VenueMap } from '../components/VenueMap';
import { ACCESS_INFO_PAGES, DIRECTIONS } from '../content/access';

/** The site's /venue, from the Access data. */
export function VenuePage() {
  const { title, intro, description } = ACCESS_INFO_PAGES.venue;
  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
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
