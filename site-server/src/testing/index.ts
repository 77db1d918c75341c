// Helpers for tests and benches of the site server: never part of the server a visitor meets.
export { createClientOnlyRenderHost } from './clientOnlyRenderHost';
export { createInProcessRenderHost } from './inProcessRenderHost';
export { startRedisServer } from './redisServer';
export { changedAccessBuild, releaseCli } from './releases';
