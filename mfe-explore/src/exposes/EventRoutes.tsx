import { Navigate } from 'shared/router';
import { SectionRoutes } from 'shared';
import { LISTING_PAGES } from '../content/explore';
import { EventPage } from '../pages/EventPage';

/** Exposed as './EventRoutes': /events/{id}, the Register links' targets; /events itself is the schedule. */
export default function EventRoutes() {
  return (
    <SectionRoutes
      routes={[
        { index: true, element: <Navigate to={LISTING_PAGES.events.link} replace /> },
        { path: ':id', element: <EventPage /> },
      ]}
    />
  );
}
