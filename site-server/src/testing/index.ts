// Helpers for tests and benches of the site server: never part of the server a visitor meets.
import path from 'node:path';

export { createClientOnlyRenderHost } from './clientOnlyRenderHost';
export { startRedisServer, startS3Server } from 'site-contract/testing';
export { changedAccessBuild, editedBuild, releaseCli, startReleaseSite } from './releases';
export { fetchablePort } from './fetchablePort';
export { startSiteServer, untilAnswers, TEST_SERVER_ENV } from './siteProcess';

/** The telemetry load bench's server (telemetryBenchServer.ts), a file scripts/bench/telemetryLoad.ts forks. */
export const TELEMETRY_BENCH_SERVER_FILE = path.join(__dirname, 'telemetryBenchServer.ts');
