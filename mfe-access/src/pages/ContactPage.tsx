import { Box, Typography } from 'shared/mui';
import { PageFrame, useTranslation } from 'shared';
import { VenueDetails } from '../components/VenueDetails';
import { ACCESS_INFO_PAGES, ACCESS_UI_COPY, CONCIERGE } from '../content/access';

/** The site's /contact, with the concierge and the venue contact. */
export function ContactPage() {
  const { title, intro, description } = useTranslation(ACCESS_INFO_PAGES).contact;
  const concierge = useTranslation(CONCIERGE);
  const copy = useTranslation(ACCESS_UI_COPY);
  return (
    <PageFrame title={title} intro={intro} meta={{ description }}>
      <Box component="section" aria-labelledby="concierge-contact" sx={{ mb: 4 }}>
        <Typography id="concierge-contact" variant="sectionTitle" sx={{ mb: 1 }}>
          {copy.conciergeTitle}
        </Typography>
        <Typography color="text.secondary">
          {concierge.text} {copy.contactDetails}
        </Typography>
      </Box>
      <VenueDetails />
    </PageFrame>
  );
}
