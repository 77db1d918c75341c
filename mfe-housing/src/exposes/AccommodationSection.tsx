/** Exposed as './AccommodationSection': providers to browse and the booking-help panel (the shell shows it on /housing/all). */
export { AccommodationSection as default } from '../components/AccommodationSection';
