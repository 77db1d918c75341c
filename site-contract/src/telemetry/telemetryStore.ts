import { randomBytes } from 'node:crypto';
import { VisitorCounter } from './visitorCounter';
import { mergeWindowSamples, percentile, scoreInput, scoreOf, WindowSampleSet, type WindowSample } from './vitalSample';
import { RELEASE_ID } from 'shared/site';

/**
 * What visitors experience, per remote and release: the counts the canary judge reads, per visitor in
 * time windows, counting only visitors exposed to the release; in memory (one instance) or in Redis (a
 * fleet), recording never waiting. What it keeps and why flooding moves nothing: docs/rollout.md#telemetry.
 */

export const ERROR_KINDS = [
  'load-failed',
  'render-error',
  'hydration-error',
  'server-render-failed',
  'server-timeout',
  'left-to-browser',
] as const;
/** The browser's three (load-failed, render-error, hydration-error) and the server's own three. */
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The route counted for events on routes the server has not served the release on (a page reached by
 * navigating in the browser), or past a release's first MAX_ROUTES routes.
 */
export const OTHER_ROUTE = '(other)';

export interface VitalFigures {
  /** A uniform sample of the observations (one per visitor, route and sample window: its worst value), ascending; at most `maxSamples`. */
  samples: number[];
  /** The 75th percentile of `samples` (nearest rank), undefined when there are none. */
  p75: number | undefined;
}

export interface ReleaseFigures {
  remote: string;
  release: string;
  /** The start of the first window counted: `sinceMs` rounded down to a window, or the oldest window kept. */
  fromMs: number;
  /** Visitors served the release (or reporting on it) in the windows, on `routes` when given. */
  visitors: number;
  /** Of those, visitors with at least one error of any kind (each counted once). */
  errorVisitors: number;
  /** Visitors with at least one error of each kind. */
  errorsByKind: Record<ErrorKind, number>;
  vitals: Record<VitalName, VitalFigures>;
  /** The routes the release was served or reported on in the windows (OTHER_ROUTE included when used), sorted. */
  routes: string[];
}

export interface FiguresQuery {
  /** Count the windows from the one holding this time (ms since the epoch). */
  sinceMs: number;
  /** Only these routes (see OTHER_ROUTE); all when undefined. */
  routes?: readonly string[];
}

/** What became of an error or vital: counted, ignored (the visitor was not served that release), or lost (Redis failed). */
export type EventOutcome = 'counted' | 'not-served' | 'dropped';

/** What an error or vital event is, besides whose and where. */
export type EventDetail = { type: 'error'; kind: ErrorKind } | { type: 'vital'; name: VitalName; value: number };

/** Each error and vital, once the store has decided on it (for Prometheus metrics: telemetryMetrics.ts). */
export type StoreEvent = EventDetail & {
  visitorKey: string;
  remote: string;
  release: string;
  /** The route it counted on (OTHER_ROUTE for one the release was not served on). */
  route: string;
  outcome: EventOutcome;
};

export interface TelemetryStore {
  /**
   * The site server served `visitorKey` (visitorKey() of the visitor cookie's id) a page on `route`
   * that pins `release` of `remote`. `route`: the page's path in English, without its query (as the
   * browser's reports name it: `/e-shop/sakura-cap`, `/`).
   */
  exposure(visitorKey: string, remote: string, release: string, route: string): void;
  /**
   * The current window's number: a visitor counts once in a window however often recorded, so a
   * caller may record a visitor's repeated exposures once per window.
   */
  window(): number;
  /** An error a visitor met on `route`, caused by `release` of `remote` (the browser's report, or the server's own). */
  error(visitorKey: string, remote: string, release: string, kind: ErrorKind, route: string): void;
  /** A web vital measured on `route` (LCP and INP in ms, CLS its score), attributed to `release` of `remote`. */
  vital(visitorKey: string, remote: string, release: string, name: VitalName, value: number, route: string): void;
  /** The figures of `release` of `remote` since `query.sinceMs` (rejects when Redis cannot be read). */
  figures(remote: string, release: string, query: FiguresQuery): Promise<ReleaseFigures>;
  /** Calls `listener` with each error and vital once decided; returns the function that stops it. */
  onEvent(listener: (event: StoreEvent) => void): () => void;
  /** Resolves once everything recorded so far is written (at once in memory). */
  flush(): Promise<void>;
  /** Flushes, then stops the store's timers (never closes a Redis connection it was given). */
  close(): Promise<void>;
}

/**
 * Telemetry as a site server holds it: it records what visitors were served and what they report,
 * and observes it for its metrics; only the control plane's judge reads the figures.
 */
export type TelemetryRecorder = Omit<TelemetryStore, 'figures'>;

export interface TelemetryStoreOptions {
  /** The length of a window of visitor counts (default a minute). */
  windowMs?: number;
  /**
   * The length of a window of vital samples (default 10 minutes; a multiple of windowMs): a visitor
   * gives one sample per route and vital in each.
   */
  sampleWindowMs?: number;
  /** How long a window is kept after it ends (default 3 hours). */
  keepMs?: number;
  /**
   * An exposure lets a visitor count for this long at least (and twice this at most): the visitor's
   * reports on a page opened longer ago are ignored (default an hour).
   */
  exposureMs?: number;
  /** Vital observations kept per release, vital and sample window (default 500). */
  samplesPerWindow?: number;
  /** Vital samples `figures` returns at most, per vital (default 2,000). */
  maxSamples?: number;
  /** The clock (tests). */
  now?: () => number;
}

export const TELEMETRY_DEFAULTS = {
  windowMs: 60_000,
  sampleWindowMs: 10 * 60_000,
  keepMs: 3 * 60 * 60_000,
  exposureMs: 60 * 60_000,
  samplesPerWindow: 500,
  maxSamples: 2_000,
};

/** The options with their defaults, checked. */
export function storeSettings(options: TelemetryStoreOptions) {
  const settings = { ...TELEMETRY_DEFAULTS, ...options, now: options.now ?? Date.now };
  if (settings.sampleWindowMs % settings.windowMs !== 0)
    throw new Error('sampleWindowMs must be a multiple of windowMs');
  return settings;
}

/** The windows (numbered from the epoch) that `figures` reads: from the one holding sinceMs, or the oldest kept, to now's. */
export function windowsSince(sinceMs: number, nowMs: number, windowMs: number, keepMs: number): number[] {
  const last = Math.floor(nowMs / windowMs);
  const first = Math.max(Math.floor(sinceMs / windowMs), last - Math.ceil(keepMs / windowMs));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

/** Routes a release is counted on one by one; further routes count as OTHER_ROUTE. */
export const MAX_ROUTES = 100;

const REMOTE = /^mfe_[a-z]+$/;
const ROUTE = /^\/[A-Za-z0-9/_-]{0,199}$/;
const VISITOR_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether an event's names are ones a store keeps (they become Redis key parts: no ':' can be in them). */
export const validNames = (visitorKey: string, remote: string, release: string) =>
  VISITOR_KEY.test(visitorKey) && REMOTE.test(remote) && RELEASE_ID.test(release);

/** A route as kept: the path itself, or OTHER_ROUTE for anything not shaped like one. */
export const routeName = (route: string) => (ROUTE.test(route) ? route : OTHER_ROUTE);

export const isErrorKind = (kind: string): kind is ErrorKind => (ERROR_KINDS as readonly string[]).includes(kind);
export const isVitalName = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

export const emptyErrorsByKind = () =>
  Object.fromEntries(ERROR_KINDS.map((kind) => [kind, 0])) as Record<ErrorKind, number>;

/** The vitals' figures from each vital's window samples. */
export function vitalFigures(
  samples: Record<VitalName, WindowSample[]>,
  maxSamples: number,
  routes: ReadonlySet<string> | undefined,
): Record<VitalName, VitalFigures> {
  const figures = {} as Record<VitalName, VitalFigures>;
  for (const name of VITAL_NAMES) {
    const merged = mergeWindowSamples(samples[name], maxSamples, routes);
    figures[name] = { samples: merged, p75: percentile(merged, 0.75) };
  }
  return figures;
}

/** Listeners, each called in turn; one that throws does not stop the others. */
export function eventListeners() {
  const listeners = new Set<(event: StoreEvent) => void>();
  return {
    add(listener: (event: StoreEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: StoreEvent) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch {
          // A listener's failure (a metric) must not lose the count.
        }
      }
    },
  };
}

/** One release's counts in one window: distinct visitors, overall and per route (and per kind for errors). */
interface ReleaseWindow {
  present: VisitorCounter;
  presentByRoute: Map<string, VisitorCounter>;
  errors: VisitorCounter;
  errorsByRoute: Map<string, VisitorCounter>;
  byKind: Map<ErrorKind, VisitorCounter>;
  /** By 'kind route'. */
  byKindRoute: Map<string, VisitorCounter>;
}

const counterIn = <K>(map: Map<K, VisitorCounter>, key: K) => {
  let counter = map.get(key);
  if (!counter) map.set(key, (counter = new VisitorCounter()));
  return counter;
};

/** Map → key → inner map, made when missing. */
const mapIn = <K, V>(map: Map<K, Map<string, V>>, key: K) => {
  let inner = map.get(key);
  if (!inner) map.set(key, (inner = new Map()));
  return inner;
};

/** The store for one instance, in this process's memory: visitor counts in bounded memory (visitorCounter.ts). */
export function createMemoryTelemetryStore(options: TelemetryStoreOptions = {}): TelemetryStore {
  const { windowMs, sampleWindowMs, keepMs, exposureMs, samplesPerWindow, maxSamples, now } = storeSettings(options);
  const salt = randomBytes(16).toString('base64url');
  const listeners = eventListeners();
  /** Window → release ('remote release') → counts. */
  const windows = new Map<number, Map<string, ReleaseWindow>>();
  /** Sample window → release → vital → its sample. */
  const sampleWindows = new Map<number, Map<string, Map<VitalName, WindowSampleSet>>>();
  /** Exposure period → release → visitors exposed in it. */
  const exposed = new Map<number, Map<string, Set<string>>>();
  /** Release → the routes counted one by one (at most MAX_ROUTES), with the window each was last served in. */
  const knownRoutes = new Map<string, Map<string, number>>();
  let current = -1;

  /** The current window; at each new one, what has aged out is dropped. */
  function windowNow() {
    const window = Math.floor(now() / windowMs);
    if (window !== current) {
      current = window;
      const oldest = window - Math.ceil(keepMs / windowMs);
      for (const number of windows.keys()) if (number < oldest) windows.delete(number);
      const oldestSamples = Math.floor((oldest * windowMs) / sampleWindowMs);
      for (const number of sampleWindows.keys()) if (number < oldestSamples) sampleWindows.delete(number);
      const period = Math.floor((window * windowMs) / exposureMs);
      for (const number of exposed.keys()) if (number < period - 1) exposed.delete(number);
      for (const [release, routes] of knownRoutes) {
        for (const [route, last] of routes) if (last < oldest) routes.delete(route);
        if (routes.size === 0) knownRoutes.delete(release);
      }
    }
    return window;
  }

  function releaseWindow(window: number, release: string): ReleaseWindow {
    const releases = mapIn(windows, window);
    let counts = releases.get(release);
    if (!counts)
      releases.set(
        release,
        (counts = {
          present: new VisitorCounter(),
          presentByRoute: new Map(),
          errors: new VisitorCounter(),
          errorsByRoute: new Map(),
          byKind: new Map(),
          byKindRoute: new Map(),
        }),
      );
    return counts;
  }

  const periodOf = (window: number) => Math.floor((window * windowMs) / exposureMs);
  const wasExposed = (window: number, release: string, visitorKey: string) =>
    [periodOf(window), periodOf(window) - 1].some((period) => exposed.get(period)?.get(release)?.has(visitorKey));

  function markPresent(counts: ReleaseWindow, visitorKey: string, route: string) {
    counts.present.add(visitorKey);
    counterIn(counts.presentByRoute, route).add(visitorKey);
  }

  /** The counts an error or vital goes to, or undefined when it is not counted (and its listeners told). */
  function countsFor(
    visitorKey: string,
    remote: string,
    release: string,
    route: string,
    detail: EventDetail,
  ): { counts: ReleaseWindow; route: string; window: number } | undefined {
    if (!validNames(visitorKey, remote, release)) return undefined;
    const window = windowNow();
    const key = `${remote} ${release}`;
    if (!wasExposed(window, key, visitorKey)) {
      listeners.emit({ ...detail, visitorKey, remote, release, route: routeName(route), outcome: 'not-served' });
      return undefined;
    }
    // A route the release was served on, or OTHER_ROUTE.
    const counted = knownRoutes.get(key)?.has(routeName(route)) ? routeName(route) : OTHER_ROUTE;
    const counts = releaseWindow(window, key);
    markPresent(counts, visitorKey, counted);
    listeners.emit({ ...detail, visitorKey, remote, release, route: counted, outcome: 'counted' });
    return { counts, route: counted, window };
  }

  return {
    window: windowNow,
    exposure(visitorKey, remote, release, route) {
      if (!validNames(visitorKey, remote, release)) return;
      const window = windowNow();
      const key = `${remote} ${release}`;
      const releases = mapIn(exposed, periodOf(window));
      let visitors = releases.get(key);
      if (!visitors) releases.set(key, (visitors = new Set()));
      visitors.add(visitorKey);
      const routes = mapIn(knownRoutes, key);
      let counted = routeName(route);
      if (routes.has(counted) || routes.size < MAX_ROUTES) routes.set(counted, window);
      else counted = OTHER_ROUTE;
      markPresent(releaseWindow(window, key), visitorKey, counted);
    },

    error(visitorKey, remote, release, kind, route) {
      if (!isErrorKind(kind)) return;
      const found = countsFor(visitorKey, remote, release, route, { type: 'error', kind });
      if (!found) return;
      const { counts, route: counted } = found;
      counts.errors.add(visitorKey);
      counterIn(counts.errorsByRoute, counted).add(visitorKey);
      counterIn(counts.byKind, kind).add(visitorKey);
      counterIn(counts.byKindRoute, `${kind} ${counted}`).add(visitorKey);
    },

    vital(visitorKey, remote, release, name, value, route) {
      if (!isVitalName(name) || !Number.isFinite(value) || value < 0) return;
      const found = countsFor(visitorKey, remote, release, route, { type: 'vital', name, value });
      if (!found) return;
      const { route: counted, window } = found;
      const sampleWindow = Math.floor((window * windowMs) / sampleWindowMs);
      const releases = mapIn(sampleWindows, sampleWindow);
      let vitals = releases.get(`${remote} ${release}`);
      if (!vitals) releases.set(`${remote} ${release}`, (vitals = new Map()));
      let sample = vitals.get(name);
      if (!sample) vitals.set(name, (sample = new WindowSampleSet(samplesPerWindow)));
      const { score, member } = scoreOf(scoreInput(salt, visitorKey, counted, name, sampleWindow));
      sample.offer(`${member}|${counted}`, score, counted, value);
    },

    async figures(remote, release, { sinceMs, routes }) {
      windowNow();
      const key = `${remote} ${release}`;
      const numbers = windowsSince(sinceMs, now(), windowMs, keepMs);
      const counted = numbers.flatMap((window) => windows.get(window)?.get(key) ?? []);
      const only = routes && new Set(routes.map(routeName));
      const union = (
        all: (counts: ReleaseWindow) => VisitorCounter | undefined,
        byRoute: (counts: ReleaseWindow, route: string) => VisitorCounter | undefined,
      ) =>
        VisitorCounter.union(
          only ? counted.flatMap((counts) => [...only].map((route) => byRoute(counts, route))) : counted.map(all),
        );
      const errorsByKind = emptyErrorsByKind();
      for (const kind of ERROR_KINDS)
        errorsByKind[kind] = union(
          (counts) => counts.byKind.get(kind),
          (counts, route) => counts.byKindRoute.get(`${kind} ${route}`),
        );
      const samples = windowsSince(sinceMs, now(), sampleWindowMs, keepMs).map((number) =>
        sampleWindows.get(number)?.get(key),
      );
      return {
        remote,
        release,
        fromMs: (numbers[0] ?? 0) * windowMs,
        visitors: union(
          (counts) => counts.present,
          (counts, route) => counts.presentByRoute.get(route),
        ),
        errorVisitors: union(
          (counts) => counts.errors,
          (counts, route) => counts.errorsByRoute.get(route),
        ),
        errorsByKind,
        vitals: vitalFigures(
          Object.fromEntries(
            VITAL_NAMES.map((name) => [name, samples.flatMap((vitals) => vitals?.get(name)?.read() ?? [])]),
          ) as Record<VitalName, WindowSample[]>,
          maxSamples,
          only,
        ),
        routes: [...new Set(counted.flatMap((counts) => [...counts.presentByRoute.keys()]))].sort(),
      };
    },

    onEvent: listeners.add,
    flush: async () => undefined,
    close: async () => undefined,
  };
}
