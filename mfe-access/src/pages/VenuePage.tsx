import { Box, Button } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { PageFrame, useTranslation } from 'shared';
import { VenueDetails } from '../components/VenueDetails';
import { VenueMap } from '../components/VenueMap';
import { ACCESS_INFO_PAGES, ACCESS_UI_COPY, DIRECTIONS_LINK } from '../content/access';

/** The site's /venue, from the Access data. */
export function VenuePage() {
  const { title, intro, description } = useTranslation(ACCESS_INFO_PAGES).venue;
  const { directionsCta } = useTranslation(ACCESS_UI_COPY);
  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
      <VenueDetails headingLevel="h2" />
      <Box sx={{ my: 4 }}>
        <VenueMap />
      </Box>
      <Button component={RouterLink} to={DIRECTIONS_LINK} variant="contained">
        {directionsCta}
      </Button>
    </PageFrame>
  );
}
