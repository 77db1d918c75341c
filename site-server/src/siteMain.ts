// The site server's composition root and settings, for site-standalone and the tests.
export { main, startSite } from './main';
export { readConfig, type SiteServerConfig } from './config';
