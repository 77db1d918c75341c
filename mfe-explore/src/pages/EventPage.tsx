import { Alert, Button, Link, Typography } from 'shared/mui';
import { Link as RouterLink, useParams } from 'shared/router';
import { CalendarMonthIcon, DetailLayout, LocationOnIcon, NotFoundInSection, useLocale, useTranslation } from 'shared';
import { EXPLORE_COPY, LISTING_LINKS, eventMeta, findEvent, type ExploreEvent } from '../content/explore';

/** /events/{id}: the Register link's target. */
export function EventPage() {
  const { locale } = useLocale();
  const copy = useTranslation(EXPLORE_COPY);
  const event = findEvent(useParams().id, locale);
  if (!event)
    return (
      <NotFoundInSection
        title={copy.eventNotFound.title}
        message={copy.eventNotFound.message}
        backLabel={copy.viewSchedule}
        backTo={LISTING_LINKS.events}
      />
    );
  return <EventDetails event={event} />;
}

function EventDetails({ event }: { event: ExploreEvent }) {
  const { locale } = useLocale();
  const copy = useTranslation(EXPLORE_COPY);
  return (
    <DetailLayout
      title={event.title}
      image={event.image}
      backTo={LISTING_LINKS.events}
      backLabel={copy.fullSchedule}
      meta={eventMeta(event, locale)}
    >
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CalendarMonthIcon aria-hidden /> {event.date}
      </Typography>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <LocationOnIcon aria-hidden />{' '}
        {event.pavilionPage ? (
          <Link component={RouterLink} to={event.pavilionPage}>
            {event.location}
          </Link>
        ) : (
          event.location
        )}
      </Typography>
      <Typography sx={{ mb: 2 }}>{event.description}</Typography>
      <Alert severity="info">{copy.registrationNote}</Alert>
      <Button component={RouterLink} to="/contact" variant="contained" sx={{ mt: 2 }}>
        {copy.contactConcierge}
      </Button>
    </DetailLayout>
  );
}
