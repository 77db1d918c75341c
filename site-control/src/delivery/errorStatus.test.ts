import { DeliveryRefused } from './delivery';
import { KeyRefused, statusOfError } from './errorStatus';
import { RevisionStoreUnreachable } from 'site-contract/registry/revisionStore';
import { ReleaseExists } from 'site-contract/releases/releaseStore';
import { UploadRefused } from 'site-contract/releases/uploadCheck';

describe('statusOfError, the one mapping of the control plane’s errors to HTTP statuses', () => {
  it('answers a refusal with its own status, a release that exists with 409, an unreachable store with 503', () => {
    expect(statusOfError(new UploadRefused('too large', 413))).toBe(413);
    expect(statusOfError(new DeliveryRefused(404, 'no such release'))).toBe(404);
    expect(statusOfError(new KeyRefused(403, 'another section’s key'))).toBe(403);
    expect(statusOfError(new ReleaseExists('1.0.0 exists'))).toBe(409);
    expect(statusOfError(new RevisionStoreUnreachable('no'))).toBe(503);
  });

  it('keeps a framework’s client error (a bad body, the rate limit) and calls anything else a failure', () => {
    expect(statusOfError(Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 }))).toBe(429);
    expect(statusOfError(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }))).toBe(400);
    expect(statusOfError(Object.assign(new Error('upstream'), { statusCode: 502 }))).toBeUndefined();
    expect(statusOfError(new Error('a bug'))).toBeUndefined();
    expect(statusOfError(undefined)).toBeUndefined();
  });
});
