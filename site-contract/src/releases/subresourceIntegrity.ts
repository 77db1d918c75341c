import { createHash } from 'node:crypto';

/** Subresource Integrity of a file's bytes, as the browser's `integrity` attribute takes it (sha384-…). */
export const subresourceIntegrity = (bytes: Uint8Array) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
