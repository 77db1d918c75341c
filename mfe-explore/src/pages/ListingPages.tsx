import { Box, Card, CardContent, Grid, List, ListItem, ListItemText, Typography } from 'shared/mui';
import { useParams } from 'shared/router';
import { ContentCard, NotFoundInSection, PageFrame, SectionHeading } from 'shared';
import { ATTRACTIONS, EVENTS, TOUR_PACKAGES, findCategory, type TourPackage } from '../content/explore';
import { EventCard } from './EventCard';


const BACK = { to: '/things-to-do', label: 'Back to Things To Do' };

function AttractionGrid({ items = ATTRACTIONS }: { items?: typeof ATTRACTIONS }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.id} size={{ xs: 12, md: 4 }}>
          <ContentCard {...item} />
        </Grid>
      ))}
    </Grid>
  );
}

function EventGrid({ items = EVENTS }: { items?: typeof EVENTS }) {
  return (
    <Grid container spacing={3}>
      {items.map((event) => (
        <Grid key={event.id} size={{ xs: 12, sm: 6, md: 3 }}>
          <EventCard event={event} />
        </Grid>
      ))}
    </Grid>
  );
}

function TourCard({ tour }: { tour: TourPackage }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {tour.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {tour.duration} · {tour.price}
        </Typography>
        <Typography sx={{ mb: 1 }}>{tour.description}</Typography>
        <List dense aria-label={`Included in ${tour.title}`}>
          {tour.includes.map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText primary={`✓ ${item}`} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

export function AttractionsPage() {
  return (
    <PageFrame back={BACK} title="All Attractions" intro="The sights we recommend most, each with our guide to visiting.">
      <AttractionGrid />
    </PageFrame>
  );
}

/** /things-to-do/events (and the site's /schedule): the programme in date order. */
export function EventsPage() {
  return (
    <PageFrame back={BACK} title="Events & Workshops Schedule" intro="What is on around the expo in October 2030. Register links open each event’s page.">
      <EventGrid />
    </PageFrame>
  );
}

export function GuidedToursPage() {
  return (
    <PageFrame back={BACK} title="Guided Tour Packages" intro="Day trips and evening tours with licensed guides. Our concierge books them for you.">
      <Grid container spacing={3}>
        {TOUR_PACKAGES.map((tour) => (
          <Grid key={tour.id} size={{ xs: 12, md: 4 }}>
            <TourCard tour={tour} />
          </Grid>
        ))}
      </Grid>
    </PageFrame>
  );
}

/** /things-to-do/category/{slug}: what the section has in that category. */
export function CategoryPage() {
  const category = findCategory(useParams().slug);
  if (!category) return <NotFoundInSection title="Category not found" message="We couldn't find that category." backLabel="Return to Things To Do" backTo="/things-to-do" />;
  const attractions = ATTRACTIONS.filter((a) => a.category === category.name);
  const events = EVENTS.filter((e) => e.category === category.name);
  const tours = TOUR_PACKAGES.filter((t) => t.category === category.name);
  const nothing = attractions.length + events.length + tours.length === 0;
  return (
    <PageFrame back={BACK} title={category.name} intro={category.description}>
      {attractions.length > 0 && (
        <Box component="section" aria-labelledby="category-attractions" sx={{ mb: 4 }}>
          <SectionHeading id="category-attractions" title="Attractions" />
          <AttractionGrid items={attractions} />
        </Box>
      )}
      {events.length > 0 && (
        <Box component="section" aria-labelledby="category-events" sx={{ mb: 4 }}>
          <SectionHeading id="category-events" title="Events & workshops" />
          <EventGrid items={events} />
        </Box>
      )}
      {tours.length > 0 && (
        <Box component="section" aria-labelledby="category-tours" sx={{ mb: 4 }}>
          <SectionHeading id="category-tours" title="Tours" />
          <Grid container spacing={3}>
            {tours.map((tour) => (
              <Grid key={tour.id} size={{ xs: 12, md: 4 }}>
                <TourCard tour={tour} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
      {nothing && (
        <Box component="section" aria-labelledby="category-soon">
          <SectionHeading id="category-soon" title="More coming soon" subtitle="We are still adding places in this category. Meanwhile, these are our top attractions." />
          <AttractionGrid />
        </Box>
      )}
    </PageFrame>
  );
}
