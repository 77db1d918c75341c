/** Exposed as './AccessibilityPage': the site's /accessibility. */
export { AccessibilityPage as default } from '../pages/AccessibilityPage';
