import { Alert, Button, Container, Grid, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CalendarMonthIcon, LocationOnIcon, NotFoundInSection, SafeImage, usePageTitle } from 'shared';
import { EXPLORE_COPY, findEvent, type ExploreEvent } from '../content/explore';

/** /events/{id}: the Register link's target. */
export function EventPage() {
  const event = findEvent(useParams().id);
  if (!event) return <NotFoundInSection title="Event not found" message="We couldn't find that event. It may have been moved in the schedule." backLabel="View Full Schedule" backTo="/things-to-do/events" />;
  return <EventDetails event={event} />;
}

function EventDetails({ event }: { event: ExploreEvent }) {
  usePageTitle(event.title);
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <Button component={RouterLink} to="/things-to-do/events" sx={{ mb: 2 }}>
        ← Full schedule
      </Button>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SafeImage src={event.image} alt={event.title} lazy={false} sx={{ borderRadius: 2 }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h1" sx={{ fontSize: '2.2rem', mb: 2 }}>
            {event.title}
          </Typography>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CalendarMonthIcon aria-hidden /> {event.date}
          </Typography>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <LocationOnIcon aria-hidden /> {event.location}
          </Typography>
          <Typography sx={{ mb: 2 }}>{event.description}</Typography>
          <Alert severity="info">{EXPLORE_COPY.registrationNote}</Alert>
          <Button component={RouterLink} to="/contact" variant="contained" sx={{ mt: 2 }}>
            Contact Concierge
          </Button>
        </Grid>
      </Grid>
    </Container>
  );
}
