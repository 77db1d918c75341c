/** Exposed as './SchedulePage': the site's /schedule, the section's events page. */
export { EventsPage as default } from '../pages/EventsPage';
