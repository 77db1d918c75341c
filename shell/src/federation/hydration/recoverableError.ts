import type { RootOptions } from 'react-dom/client';
import type { report as reportToTelemetry } from '../../telemetry/telemetry';
import { RemoteUnavailableError } from '../runtime/remoteFailure';
import { isSectionLeftToBrowser } from './sectionLeftToBrowser';
import { ServerBuildGone } from './serverBuildGone';

/**
 * What hydrating does with an error React recovered from: a section whose server-rendered build was
 * redeployed away, left to the browser by the server, or unable to load is expected and said so
 * quietly; anything else is a hydration error, logged and reported to telemetry (`report`).
 */
export function onRecoverableError(report: typeof reportToTelemetry): NonNullable<RootOptions['onRecoverableError']> {
  return (error, info) => {
    // React reports what was thrown while hydrating either as is or wrapped, as the cause.
    const expected = [error, error instanceof Error ? error.cause : undefined].find(
      (thrown) => thrown instanceof ServerBuildGone || thrown instanceof RemoteUnavailableError,
    );
    if (expected instanceof ServerBuildGone) console.info(String(expected));
    // A section the server could not render (its HTML says unavailable): the browser renders it now.
    else if (isSectionLeftToBrowser(error))
      console.warn('[hydration] a section the server could not render is rendered in the browser');
    // A remote the browser cannot load: its section boundary says so, with a Retry.
    else if (expected) console.warn('[hydration]', String(expected));
    else {
      console.error('[hydration]', error, info.componentStack);
      // Telemetry: the remote is found from the component stack's files, else it is the route's.
      report('hydration-error', undefined, info.componentStack);
    }
  };
}
