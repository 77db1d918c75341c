/** Exposed as './VenuePage': the site's /venue. */
export { VenuePage as default } from '../pages/VenuePage';
