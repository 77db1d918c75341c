import { Alert, Button, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import { CalendarMonthIcon, DetailLayout, LocationOnIcon, NotFoundInSection } from 'shared';
import { EXPLORE_COPY, LISTING_PAGES, eventMeta, findEvent, type ExploreEvent } from '../content/explore';

/** /events/{id}: the Register link's target. */
export function EventPage() {
  const event = findEvent(useParams().id);
  if (!event)
    return (
      <NotFoundInSection
        title="Event not found"
        message="We couldn't find that event. It may have been moved in the schedule."
        backLabel="View Full Schedule"
        backTo={LISTING_PAGES.events.link}
      />
    );
  return <EventDetails event={event} />;
}

function EventDetails({ event }: { event: ExploreEvent }) {
  return (
    <DetailLayout title={event.title} image={event.image} backTo={LISTING_PAGES.events.link} backLabel="Full schedule" meta={eventMeta(event)}>
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
    </DetailLayout>
  );
}
