// React Router's server-side router, for the site's server render only (site-server's render process, through shell/src/entry.server.tsx): never
// part of a browser bundle, so it is not in `shared/router`, which every first load carries.
export { StaticRouter } from 'react-router';
