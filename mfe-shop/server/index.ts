// The shop section's server side: its /api routes, mounted by the site server.
export { gelatoApi } from './gelatoApi';
