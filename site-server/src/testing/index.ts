// Helpers for tests and benches of the site server: never part of the server a visitor meets.
import path from 'node:path';

export { createClientOnlyRenderHost } from './clientOnlyRenderHost';
export {
  fetchWithin,
  freePort,
  postPlatformForm,
  runChild,
  startChild,
  startRedisServer,
  startS3Server,
  stopStartedChildren,
  untilAnswers,
  type TestChild,
} from 'site-contract/testing';
export { changedAccessBuild, editedBuild, releaseCli, startReleaseSite } from './releases';
export { fetchablePort } from './fetchablePort';
export { buildFixtureRemote, FIXTURE_REMOTES } from './fixtureRemotes';
export { startSiteServer, TEST_SERVER_ENV } from './siteProcess';
export { siteServerOptions } from './siteServerOptions';

/** The telemetry load bench's server (telemetryBenchServer.ts), a file scripts/bench/telemetryLoad.ts forks. */
export const TELEMETRY_BENCH_SERVER_FILE = path.join(__dirname, 'telemetryBenchServer.ts');
