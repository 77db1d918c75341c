// Helpers for tests and benches of the site server: never part of the server a visitor meets.
export { createClientOnlyRenderHost } from './clientOnlyRenderHost';
export { startRedisServer } from './redisServer';
export { startS3Server } from './s3Server';
export { changedAccessBuild, editedBuild, releaseCli, startReleaseSite } from './releases';
export { startSiteServer, untilAnswers, TEST_SERVER_ENV } from './siteProcess';
