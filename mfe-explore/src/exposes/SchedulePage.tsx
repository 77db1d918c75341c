import { EventsPage } from '../pages/ListingPages';

/** Exposed as './SchedulePage': the site's /schedule, built from the section's events. */
export default function SchedulePage() {
  return <EventsPage />;
}
