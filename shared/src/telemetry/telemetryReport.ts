import * as v from 'valibot';
import { RELEASE_ID } from '../federation/releaseFiles';

/**
 * What a page tells the site server about what happened on it (navigator.sendBeacon to
 * TELEMETRY_PATH), each event attributed to the remote and the release that caused it: the section's
 * code failed to load, its render threw (caught by its boundary), hydration failed, or a web vital
 * measured on its route. The browser's shell sends it; the site server checks it with this schema and
 * counts it per visitor (site-server/src/telemetry/). Small on purpose: a few events, short strings.
 */
export const TELEMETRY_PATH = '/telemetry';

/** The largest report the endpoint takes, in bytes. */
export const TELEMETRY_MAX_BYTES = 4096;

/** Events one report may hold: a page sends what happened since its last report. */
export const TELEMETRY_MAX_EVENTS = 20;

const RemoteSchema = v.pipe(v.string(), v.regex(/^mfe_[a-z]+$/));
/** A release id (a remote's buildVersion), or 'build' for a remote served from the platform's own deployment. */
const ReleaseSchema = v.pipe(v.string(), v.regex(RELEASE_ID));

export const TelemetryEventSchema = v.variant('kind', [
  v.object({
    kind: v.picklist(['load-failed', 'render-error', 'hydration-error']),
    remote: RemoteSchema,
    release: ReleaseSchema,
  }),
  v.object({
    kind: v.literal('vital'),
    name: v.picklist(['LCP', 'INP', 'CLS']),
    /** Milliseconds for LCP and INP; the layout shift score for CLS. */
    value: v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)),
    remote: RemoteSchema,
    release: ReleaseSchema,
  }),
]);

export const TelemetryReportSchema = v.object({
  /** The page's route: its path in English, no query (`/e-shop/sakura-cap`, `/`). */
  route: v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[A-Za-z0-9/_-]*$/)),
  events: v.pipe(v.array(TelemetryEventSchema), v.minLength(1), v.maxLength(TELEMETRY_MAX_EVENTS)),
});

export type TelemetryEvent = v.InferOutput<typeof TelemetryEventSchema>;
export type TelemetryReport = v.InferOutput<typeof TelemetryReportSchema>;
