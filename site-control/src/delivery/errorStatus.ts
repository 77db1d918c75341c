import { DeliveryRefused } from './delivery';
import { DecisionFenced, RevisionStoreUnreachable } from 'site-contract/registry/revisionStore';
import { SessionsUnreachable } from '../platform/sessions';
import { ReleaseExists } from 'site-contract/releases/releaseStore';
import { UploadRefused } from 'site-contract/releases/uploadCheck';

/** A request without a key that may do what it asks: 401 (no key, or an unknown one) or 403 (another section's). */
export class KeyRefused extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The HTTP status an error of the control plane answers with: the one mapping, for the delivery API
 * and the platform page alike. A refusal's own status, 409 for a release that exists already, 503
 * for an unreachable registry store, a framework's client error (a bad body, the rate limit) as it
 * is; undefined for anything else, which is a failure (500, logged).
 */
export function statusOfError(error: unknown): number | undefined {
  if (
    error instanceof UploadRefused ||
    error instanceof DeliveryRefused ||
    error instanceof KeyRefused ||
    error instanceof RevisionStoreUnreachable ||
    error instanceof DecisionFenced ||
    error instanceof SessionsUnreachable
  )
    return error.status;
  if (error instanceof ReleaseExists) return 409;
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
