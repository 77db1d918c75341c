// The site server's composition root and settings, for site-standalone and the tests.
export { main, startSite } from './main';
export { readConfig, type SiteServerConfig } from './config';
export { ownAddress } from './app';
export { closeGracefullyOnSignals, type ShutdownTiming } from './operations/gracefulShutdown';
export type SiteServer = Awaited<ReturnType<typeof import('./main').startSite>>;
