import { PageRedirect, SectionRoutes } from 'shared';
import { LISTING_LINKS } from '../content/explore';
import { EventPage } from '../pages/EventPage';

/** Exposed as './EventRoutes': /events/{id}, the Register links' targets; /events itself is the schedule. */
export default function EventRoutes() {
  return (
    <SectionRoutes
      routes={[
        { index: true, element: <PageRedirect to={LISTING_LINKS.events} /> },
        { path: ':id', element: <EventPage /> },
      ]}
    />
  );
}
