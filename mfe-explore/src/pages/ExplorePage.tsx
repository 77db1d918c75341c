import { Box, Button, Container, Paper } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { CardGridSection, HeroBanner, SectionHeading, usePageMeta } from 'shared';
import { CategoryGrid } from '../components/CategoryGrid';
import { EventGrid } from '../components/EventGrid';
import { ATTRACTIONS, EXPLORE_COPY, EXPLORE_META, EXPLORE_PAGE, LISTING_PAGES } from '../content/explore';

export function ExplorePage() {
  usePageMeta(EXPLORE_META.explore);
  return (
    <>
      <HeroBanner title={EXPLORE_PAGE.title} subtitle={EXPLORE_PAGE.subtitle} backgroundImage={EXPLORE_PAGE.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="categories-heading" sx={{ py: 6 }}>
        <SectionHeading id="categories-heading" title={EXPLORE_PAGE.introTitle} subtitle={EXPLORE_PAGE.intro} />
        <CategoryGrid />
      </Container>
      <CardGridSection title={EXPLORE_COPY.attractionsTitle} items={ATTRACTIONS} viewAllLink={LISTING_PAGES.attractions.link} viewAllLabel={EXPLORE_COPY.viewAllAttractions} />
      <Box component="section" aria-labelledby="events-heading" sx={{ py: 6, bgcolor: 'grey.100' }}>
        <Container maxWidth="lg">
          <SectionHeading id="events-heading" title={EXPLORE_COPY.eventsTitle} />
          <EventGrid />
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button component={RouterLink} to={LISTING_PAGES.events.link} variant="outlined" size="large">
              {EXPLORE_COPY.viewSchedule}
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Paper component="section" aria-labelledby="tours-heading" variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
          <SectionHeading id="tours-heading" title={EXPLORE_COPY.toursTitle} subtitle={EXPLORE_COPY.toursText} />
          <Button component={RouterLink} to={LISTING_PAGES.guidedTours.link} variant="contained">
            {EXPLORE_COPY.toursCta}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
