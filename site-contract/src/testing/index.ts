// Helpers for tests of the stores and of either service: real Redis and a real S3-compatible server on loopback, and a few fixtures.
export { fetchWithin } from 'shared/server/testing';
export { freePort, runChild, startChild, stopStartedChildren, untilAnswers, type TestChild } from './childProcess';
export { startRedisServer } from './redisServer';
export { startS3Server } from './s3Server';
export { seededRandom } from './seededRandom';
export { rawRequest, type RawAnswer } from './rawHttp';
export { hangingRevisionStore } from './hangingRevisionStore';
export { postPlatformForm } from './platformForm';
export { ACCESS_EXPOSES, accessBuild, minimalAccessUpload, shellBuild } from './uploads';
