import { Box, Typography } from 'shared/mui';
import { CONCIERGE } from '../content/access';
import { VenueDetails } from '../pages/VenueDetails';
import { PageFrame } from 'shared';

/** Exposed as './ContactPage': the site's /contact, with the concierge and the venue contact. */
export default function ContactPage() {
  return (
    <PageFrame title="Contact Us" intro="Our visitor concierge helps with bookings, groups, accessibility requests and directions.">
      <Box component="section" aria-labelledby="concierge-contact" sx={{ mb: 4 }}>
        <Typography id="concierge-contact" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
          Visitor Concierge
        </Typography>
        <Typography color="text.secondary">{CONCIERGE.text} Call or email us using the details below; accessibility requests need at least 48 hours' notice.</Typography>
      </Box>
      <VenueDetails />
    </PageFrame>
  );
}
