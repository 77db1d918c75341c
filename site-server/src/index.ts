// The site server as a library, for the browser tests and benches that start one in their own process.
export { createSiteServer, type SiteServerOptions } from './app';
export { loadRegistry, type RemoteRegistry } from 'site-contract/registry/registry';
export { sectionApiPlugins } from './api/sectionApiPlugins';
export { hashOfKey, newDeliveryKey } from 'site-contract/api/deliveryKeys';
export { bucketOf, newVisitorId, VISITOR_COOKIE } from 'site-contract/rollout/visitor';
