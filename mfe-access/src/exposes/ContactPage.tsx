/** Exposed as './ContactPage': the site's /contact. */
export { ContactPage as default } from '../pages/ContactPage';
