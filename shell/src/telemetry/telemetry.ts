import { markDeferredWorkStart } from '../startup/startupMarks';

/**
 * Telemetry's part in the first load, kept to a few hundred bytes: where the sources report what went
 * wrong (a remote that failed to load, a section's render error, a hydration error), held until the
 * page is interactive. The rest, attribution, batching, sending and the web vitals, is the collector
 * (collector.ts), a chunk of its own loaded once the page is interactive, loaded and idle, so no
 * request is made before the app-interactive mark. README.md beside it says what is sent and why.
 */

/** What a source saw, raw: the collector attributes it to a remote and its release, and to the page's route. */
export interface Happening {
  kind: 'load-failed' | 'render-error' | 'hydration-error';
  /** The remote it came from; a hydration error names none (the collector finds it). */
  remote?: string;
  /** A hydration error's component stack (its frames' files can name the remote). */
  stack?: string;
  /** The page's path then (location.pathname). */
  path: string;
}

export type Collect = (happening: Happening) => void;

/** At most a report's worth (TELEMETRY_MAX_EVENTS) is held before the collector takes over. */
const EARLY_LIMIT = 20;
const early: Happening[] = [];
let collect: Collect | undefined;

/** Browser only: the sources call it from error callbacks, which a server render never runs. */
export function report(kind: Happening['kind'], remote?: string, stack?: string) {
  const happening = { kind, remote, stack, path: location.pathname };
  if (collect) collect(happening);
  else if (early.length < EARLY_LIMIT) early.push(happening);
}

/**
 * Starts the collector: the app's start calls it once the page is interactive, loaded and idle
 * (deferred work, like the service worker's registration). `entryOf` is the remote loader's (where
 * each remote loads from: its release); `landing` is the path the page was loaded at.
 */
export function startTelemetry(entryOf: (remote: string) => string | undefined, landing: string) {
  markDeferredWorkStart();
  // The collector: a chunk of its own (web-vitals is another, which it loads on a section's route).
  return import(/* webpackChunkName: "telemetry" */ './collector')
    .then(({ startCollector }) => void (collect = startCollector({ entryOf, landing, early: early.splice(0) })))
    .catch(() => undefined); // its chunk unreachable (offline, a redeploy): this page reports nothing
}
