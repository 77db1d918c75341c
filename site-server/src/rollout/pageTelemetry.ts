import { HOME_WIDGETS, releaseFileOf, sectionForPath } from 'shared/site';
import { visitorMemo } from './visitorMemo';
import type { RemoteRegistry } from '../registry/registry';
import type { RenderProblem } from '../render/page/pageResponse';
import type { ErrorKind, TelemetryStore } from '../telemetry/telemetryStore';
import { visitorKey } from './visitor';

/** The release a registry entry names: a release's id, or 'build' for a remote the platform deployed itself. */
export const releaseOfEntry = (manifestUrl: string | undefined) =>
  (manifestUrl && releaseFileOf(manifestUrl)?.release) ?? 'build';

/** Whether `remote` renders on the page at `route` (an English path): its section's pages, or Home's widgets. */
export function rendersOn(remote: string, route: string): boolean {
  if (route === '/') return HOME_WIDGETS.some((widget) => widget.remote === remote);
  return sectionForPath(route)?.remote === remote;
}

/** What a server render's problem was, as telemetry counts it. */
const kindOf = (problem: RenderProblem): ErrorKind =>
  problem.level === 'error'
    ? 'server-render-failed'
    : /render budget|timed out|timeout/i.test(problem.error)
      ? 'server-timeout'
      : 'left-to-browser';

/**
 * What the site server itself knows of a page it served a visitor, for each remote with a canary
 * running: the visitor was exposed to the release the page pins, and, where the remote renders on the
 * page, met the problems its server render had with it (a fresh render's; a cached page had none).
 */
export function recordPageTelemetry(
  store: Pick<TelemetryStore, 'exposure' | 'error'>,
  {
    key,
    served,
    route,
    remotes,
    problems,
  }: {
    /** The visitor's key (visitorKey of its id). */
    key: string;
    served: RemoteRegistry;
    route: string;
    /** The remotes whose canaries run. */
    remotes: readonly string[];
    problems: readonly RenderProblem[];
  },
): void {
  for (const remote of remotes) {
    const release = releaseOfEntry(served[remote]);
    // Every page pins every remote's release: one reached later in the browser (a link to its
    // section) is the one this page named, so the visitor is exposed to each from here on.
    store.exposure(key, remote, release, route);
    if (!rendersOn(remote, route)) continue;
    for (const problem of problems)
      if (problem.remote === remote || problem.level === 'error')
        store.error(key, remote, release, kindOf(problem), route);
  }
}

/** Visitors whose pages of the current window the recorder remembers. */
const VISITORS_KEPT = 50_000;
/** Routes a visitor's pages are remembered on in a window; past them, each page is recorded. */
const ROUTES_KEPT = 50;

/** What the recorder knows of a visitor: its key, and the routes recorded in `window` with `served`. */
interface VisitorPages {
  key: string;
  served: RemoteRegistry;
  window: number;
  routes: Set<string>;
}

/**
 * The pages' telemetry (recordPageTelemetry for each page served a visitor while a canary runs), with
 * what repeats left out: a visitor counts once in a window, so its further pages on the same route
 * and releases in that window are recorded only when their render had problems. The visitor's key
 * (a hash) is worked out once per visitor. `canaryRemotes`: the remotes whose canaries run now.
 */
export function pageTelemetryRecorder(
  store: Pick<TelemetryStore, 'exposure' | 'error' | 'window'>,
  canaryRemotes: () => readonly string[],
  { visitorsKept = VISITORS_KEPT } = {},
) {
  const pagesOf = visitorMemo(visitorsKept, (visitorId): VisitorPages => ({
    key: visitorKey(visitorId),
    served: {},
    window: -1,
    routes: new Set(),
  }));
  return ({
    visitorId,
    served,
    route,
    problems,
  }: {
    visitorId: string;
    served: RemoteRegistry;
    route: string;
    problems: readonly RenderProblem[];
  }): void => {
    const window = store.window();
    const pages = pagesOf(visitorId);
    if (pages.served !== served || pages.window !== window) {
      pages.served = served;
      pages.window = window;
      pages.routes = new Set();
    }
    if (problems.length === 0 && pages.routes.has(route)) return;
    if (pages.routes.size < ROUTES_KEPT) pages.routes.add(route);
    recordPageTelemetry(store, { key: pages.key, served, route, problems, remotes: canaryRemotes() });
  };
}
