import { Navigate } from 'shared/router';
import { SectionRoutes } from 'shared';
import { EventPage } from '../pages/EventPage';

/** Exposed as './EventRoutes': /events/{id}, the Register links' targets; /events itself is the schedule. */
export default function EventRoutes() {
  return <SectionRoutes routes={[{ index: true, element: <Navigate to="/things-to-do/events" replace /> }, { path: ':id', element: <EventPage /> }]} />;
}
