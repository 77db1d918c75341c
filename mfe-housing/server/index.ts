// The housing section's server side: its /api routes, mounted by the site server.
export { hotelsApi } from './hotelsApi';
