// React Router's server-side router, for the site's server render only (shell/server/render): never
// part of a browser bundle, so it is not in `shared/router`, which every first load carries.
export { StaticRouter } from 'react-router';
