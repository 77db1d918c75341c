import { Counter, Histogram, type Registry } from 'prom-client';
import { REMOTE_NAMES } from 'shared/site';
import { ERROR_KINDS, TELEMETRY_DEFAULTS, type StoreEvent } from 'site-contract/telemetry/telemetryStore';

/** What became of a report at the endpoint. */
export type ReportResult = 'accepted' | 'no-visitor' | 'malformed' | 'too-large' | 'unsupported-type' | 'rate-limited';

/** Releases labelled by name at once, per process; the least recently counted one's series go first. */
export const MAX_LABELLED_RELEASES = 20;
/** The label of a remote the site does not have (and of its releases). */
export const OTHER_LABEL = 'other';
/** Visitor events remembered to count each once per window (a cap on this memory: past it, it starts over). */
const MAX_REMEMBERED = 200_000;

/**
 * The telemetry's Prometheus metrics, on the site server's registry (app.metrics.registry), their
 * labels bounded (docs/rollout.md#metrics lists them and why the bound holds).
 */
export function createTelemetryMetrics(
  registry: Registry,
  { windowMs = TELEMETRY_DEFAULTS.windowMs, now = Date.now }: { windowMs?: number; now?: () => number } = {},
) {
  const reports = new Counter({
    name: 'expo_telemetry_reports_total',
    help: 'Telemetry reports at /telemetry, by result: accepted, no-visitor (no visitor cookie: nothing counted), malformed, too-large, unsupported-type, rate-limited',
    labelNames: ['result'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'expo_telemetry_errors_total',
    help: "Visitors' errors counted per remote, release and kind (browser: load-failed, render-error, hydration-error; server: server-render-failed, server-timeout, left-to-browser), each visitor at most once per window",
    labelNames: ['remote', 'release', 'kind'],
    registers: [registry],
  });
  const vitalSeconds = new Histogram({
    name: 'expo_web_vitals_seconds',
    help: "Visitors' LCP and INP per remote and release, one observation per visitor, route and window",
    labelNames: ['remote', 'release', 'name'],
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 5, 8, 12],
    registers: [registry],
  });
  const cls = new Histogram({
    name: 'expo_web_vitals_cls',
    help: "Visitors' cumulative layout shift per remote and release, one observation per visitor, route and window",
    labelNames: ['remote', 'release'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  });
  const ignored = new Counter({
    name: 'expo_telemetry_events_ignored_total',
    help: 'Errors and vitals not counted: not-served (a release the visitor was not served), dropped (Redis failed or was too slow)',
    labelNames: ['reason'],
    registers: [registry],
  });

  const remotes = new Set<string>(REMOTE_NAMES);
  /** 'remote release' → its label, most recently counted last. */
  const labelled = new Map<string, string>();
  function releaseLabel(remote: string, release: string): string {
    const key = `${remote} ${release}`;
    if (labelled.delete(key)) {
      labelled.set(key, release);
      return release;
    }
    if (labelled.size >= MAX_LABELLED_RELEASES) {
      const [oldest] = labelled.keys();
      labelled.delete(oldest);
      const [oldRemote, oldRelease] = oldest.split(' ');
      for (const kind of ERROR_KINDS) errors.remove({ remote: oldRemote, release: oldRelease, kind });
      for (const name of ['LCP', 'INP']) vitalSeconds.remove({ remote: oldRemote, release: oldRelease, name });
      cls.remove({ remote: oldRemote, release: oldRelease });
    }
    labelled.set(key, release);
    return release;
  }

  let window = -1;
  const seen = new Set<string>();
  /** Whether this is the first time in the window (what every other event of it would count again). */
  function firstInWindow(key: string) {
    const current = Math.floor(now() / windowMs);
    if (current !== window || seen.size >= MAX_REMEMBERED) {
      seen.clear();
      window = current;
    }
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }

  return {
    report: (result: ReportResult) => reports.inc({ result }),
    /** For TelemetryStore.onEvent. */
    observe(event: StoreEvent) {
      if (event.outcome !== 'counted') return void ignored.inc({ reason: event.outcome });
      const what = event.type === 'error' ? event.kind : `${event.name} ${event.route}`;
      if (!firstInWindow(`${event.visitorKey} ${event.remote} ${event.release} ${what}`)) return;
      const remote = remotes.has(event.remote) ? event.remote : OTHER_LABEL;
      const release = remote === OTHER_LABEL ? OTHER_LABEL : releaseLabel(remote, event.release);
      if (event.type === 'error') errors.inc({ remote, release, kind: event.kind });
      else if (event.name === 'CLS') cls.observe({ remote, release }, event.value);
      else vitalSeconds.observe({ remote, release, name: event.name }, event.value / 1000);
    },
  };
}

export type TelemetryMetrics = ReturnType<typeof createTelemetryMetrics>;
