import { Box, Typography } from 'shared/mui';
import { PageFrame } from 'shared';
import { VenueDetails } from '../components/VenueDetails';
import { ACCESS_INFO_PAGES, CONCIERGE } from '../content/access';

/** The site's /contact, with the concierge and the venue contact. */
export function ContactPage() {
  const { title, intro, description } = ACCESS_INFO_PAGES.contact;
  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
      <Box component="section" aria-labelledby="concierge-contact" sx={{ mb: 4 }}>
        <Typography id="concierge-contact" variant="sectionTitle" sx={{ mb: 1 }}>
          Visitor Concierge
        </Typography>
        <Typography color="text.secondary">{CONCIERGE.text} Call or email us using the details below; accessibility requests need at least 48 hours' notice.</Typography>
      </Box>
      <VenueDetails />
    </PageFrame>
  );
}
