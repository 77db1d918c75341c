import { Box, Button, Container, Paper } from 'shared/mui';
import { Link as RouterLink } from 'shared/router';
import { CardGridSection, HeroBanner, SectionHeading, usePageMeta, useTranslation } from 'shared';
import { CategoryGrid } from '../components/CategoryGrid';
import { EventGrid } from '../components/EventGrid';
import { ATTRACTIONS, EXPLORE_COPY, EXPLORE_META, EXPLORE_PAGE, LISTING_LINKS } from '../content/explore';

export function ExplorePage() {
  const page = useTranslation(EXPLORE_PAGE);
  const copy = useTranslation(EXPLORE_COPY);
  usePageMeta(useTranslation(EXPLORE_META).explore);
  return (
    <>
      <HeroBanner title={page.title} subtitle={page.subtitle} backgroundImage={page.image} />
      <Container maxWidth="lg" component="section" aria-labelledby="categories-heading" sx={{ py: 6 }}>
        <SectionHeading id="categories-heading" title={page.introTitle} subtitle={page.intro} />
        <CategoryGrid />
      </Container>
      <CardGridSection
        title={copy.attractionsTitle}
        items={useTranslation(ATTRACTIONS)}
        viewAllLink={LISTING_LINKS.attractions}
        viewAllLabel={copy.viewAllAttractions}
      />
      <Box component="section" aria-labelledby="events-heading" sx={{ py: 6, bgcolor: 'grey.100' }}>
        <Container maxWidth="lg">
          <SectionHeading id="events-heading" title={copy.eventsTitle} />
          <EventGrid />
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button component={RouterLink} to={LISTING_LINKS.events} variant="outlined" size="large">
              {copy.viewSchedule}
            </Button>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Paper component="section" aria-labelledby="tours-heading" variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
          <SectionHeading id="tours-heading" title={copy.toursTitle} subtitle={copy.toursText} />
          <Button component={RouterLink} to={LISTING_LINKS.guidedTours} variant="contained">
            {copy.toursCta}
          </Button>
        </Paper>
      </Container>
    </>
  );
}
