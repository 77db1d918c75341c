/** Exposed as './FaqPage': the site's /faq page. */
export { FaqPage as default } from '../pages/FaqPage';
