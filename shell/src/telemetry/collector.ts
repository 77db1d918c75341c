import type { TelemetryEvent, TelemetryReport } from 'shared/site';
import type { Metric } from 'web-vitals';
import { REPORTABLE_REMOTE, releaseOf, remoteInStack, remoteOfRoute, routeOf } from './attribution';
import type { Collect, Happening } from './telemetry';
import { TELEMETRY_READY_MARK } from '../startup/startupMarks';

type Measure = (report: (metric: Metric) => void, options: { reportAllChanges: boolean }) => void;

/** The three web vitals a report carries, as web-vitals measures them. */
export interface VitalsLibrary {
  onLCP: Measure;
  onINP: Measure;
  onCLS: Measure;
}

type VitalName = 'LCP' | 'INP' | 'CLS';
const isVital = (name: string): name is VitalName => name === 'LCP' || name === 'INP' || name === 'CLS';

export interface CollectorOptions {
  /** Where each remote loads from now (the remote loader's entryOf): its release. */
  entryOf: (remote: string) => string | undefined;
  /** The path the page was loaded at: its vitals are that route's. */
  landing: string;
  /** What the sources reported before the collector started. */
  early?: Happening[];
  /** Sends one report; navigator.sendBeacon with a string body (text/plain: no preflight). */
  send?: (url: string, body: string) => boolean;
  /** web-vitals, its own chunk: loaded only on a route some remote owns. */
  loadVitals?: () => Promise<VitalsLibrary>;
}

/**
 * shared/site's TELEMETRY_PATH and TELEMETRY_MAX_EVENTS (collector.test.ts checks they are equal):
 * copies, because any value imported from that module brings its valibot schemas, and with them
 * more of valibot's functions into the first load's copy of valibot. Each report sent is checked
 * against the schema itself in collector.test.ts.
 */
export const TELEMETRY_PATH = '/telemetry';
export const TELEMETRY_MAX_EVENTS = 20;

/** The largest vital the schema takes (ms; CLS is a score far below it). */
const MAX_VITAL = 600_000;

const ready = () => void performance.mark(TELEMETRY_READY_MARK);

/**
 * The collector, the chunk telemetry.ts loads once the page is interactive: it attributes each
 * happening to a remote and the release it was loaded from, and the landing route's web vitals to the
 * remote that owns that route; it queues them per route and sends them with navigator.sendBeacon
 * when the page is hidden (visibilitychange) or left (pagehide), and as soon as a report's worth
 * (TELEMETRY_MAX_EVENTS) is queued. Each vital is sent once, with its value when the page is first
 * hidden or left after it was measured. Returns where later happenings go.
 */
export function startCollector({
  entryOf,
  landing,
  early = [],
  send = (url, body) => navigator.sendBeacon(url, body),
  loadVitals = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'),
}: CollectorOptions): Collect {
  const queue: Array<{ route: string; event: TelemetryEvent }> = [];
  // The landing route's vitals belong to the remote that owns it. Home's belong to no remote (its
  // widgets are several remotes, loaded after its first paint), nor do the shell's own pages: no web-vitals there.
  const route = routeOf(landing);
  const owner = route && remoteOfRoute(route);
  /** Each vital's latest value (web-vitals reports every change), and those already sent. */
  const measured = new Map<VitalName, number>();
  const sent = new Set<VitalName>();

  function flush() {
    const entry = owner && entryOf(owner);
    for (const [name, value] of measured)
      if (route && owner && entry && !sent.has(name)) {
        sent.add(name);
        queue.push({ route, event: { kind: 'vital', name, value, remote: owner, release: releaseOf(entry) } });
      }
    const byRoute = new Map<string, TelemetryEvent[]>();
    for (const { route, event } of queue.splice(0)) byRoute.set(route, [...(byRoute.get(route) ?? []), event]);
    for (const [route, events] of byRoute)
      for (let start = 0; start < events.length; start += TELEMETRY_MAX_EVENTS) {
        const report: TelemetryReport = { route, events: events.slice(start, start + TELEMETRY_MAX_EVENTS) };
        send(TELEMETRY_PATH, JSON.stringify(report)); // false: the browser's beacon queue is full; dropped
      }
  }

  /**
   * Queues an event (its route and release are already in the schema's shape), and sends once a
   * report's worth is queued, or at the end of this task while the page is hidden (a hidden page may
   * never be shown or left again; what comes in one task, as the vitals web-vitals reports on hide, goes together).
   */
  function add(route: string, event: TelemetryEvent) {
    if (!REPORTABLE_REMOTE.test(event.remote)) return;
    queue.push({ route, event });
    if (queue.length >= TELEMETRY_MAX_EVENTS) flush();
    else if (document.visibilityState === 'hidden') queueMicrotask(flush);
  }

  const collect: Collect = ({ kind, remote, stack, path }) => {
    const route = routeOf(path);
    // A load that failed while the visitor was offline is no release's fault.
    if (!route || (kind === 'load-failed' && !navigator.onLine)) return;
    // A hydration error names no remote: the one whose files its component stack runs through, else the route's.
    const source = remote ?? remoteInStack(stack, entryOf) ?? remoteOfRoute(route);
    // Its release: the build the page pinned, or the registry's once that one was gone.
    const entry = source && entryOf(source);
    if (source && entry) add(route, { kind, remote: source, release: releaseOf(entry) });
  };

  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  window.addEventListener('pagehide', flush);

  early.forEach(collect);

  if (owner) {
    const vital = ({ name, value }: Metric) => {
      if (!isVital(name) || !(value >= 0)) return;
      measured.set(name, Math.min(name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), MAX_VITAL));
      // Measured while hidden (web-vitals reports on hide, or an interaction processed late): sent at the end of this task.
      if (document.visibilityState === 'hidden') queueMicrotask(flush);
    };
    // Every change, so the value when the page is hidden is the one sent, whatever web-vitals has finalised by then.
    const options = { reportAllChanges: true };
    void loadVitals()
      .then(({ onLCP, onINP, onCLS }) => {
        onLCP(vital, options);
        onINP(vital, options);
        onCLS(vital, options);
      })
      .catch(() => undefined) // unreachable chunk: no vitals from this page
      .then(ready);
  } else ready();

  // Hidden before the collector loaded (a tab switched away meanwhile): what is queued goes now.
  if (document.visibilityState === 'hidden') flush();
  return collect;
}
