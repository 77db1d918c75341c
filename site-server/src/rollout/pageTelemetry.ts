import { HOME_WIDGETS, releaseFileOf, sectionForPath } from 'shared/site';
import { recentPages } from './recentPages';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import type { RenderProblem } from '../render/page/pageResponse';
import type { ErrorKind, TelemetryStore } from 'site-contract/telemetry/telemetryStore';
import { visitorKey } from 'site-contract/rollout/visitor';

/** The release a registry entry names: a release's id, or 'build' for a remote the platform deployed itself. */
export const releaseOfEntry = (manifestUrl: string | undefined) =>
  (manifestUrl && releaseFileOf(manifestUrl)?.release) ?? 'build';

/** Manifest addresses whose releases a recorder keeps (a few are live at a time: one per release). */
const RELEASES_OF_ENTRIES_KEPT = 1000;

/** releaseOfEntry, each address parsed once (a URL parse per page was a measurable share of a cached page's cost). */
function releaseOfEntryMemo(): (manifestUrl: string | undefined) => string {
  const known = new Map<string, string>();
  return (manifestUrl) => {
    if (!manifestUrl) return 'build';
    let release = known.get(manifestUrl);
    if (release === undefined) {
      if (known.size >= RELEASES_OF_ENTRIES_KEPT) known.clear();
      known.set(manifestUrl, (release = releaseOfEntry(manifestUrl)));
    }
    return release;
  };
}

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
    releaseOf = releaseOfEntry,
  }: {
    /** The visitor's key (visitorKey of its id). */
    key: string;
    served: RemoteRegistry;
    route: string;
    /** The remotes whose canaries run. */
    remotes: readonly string[];
    problems: readonly RenderProblem[];
    /** The release of a registry entry (releaseOfEntry, or a memo of it). */
    releaseOf?: (manifestUrl: string | undefined) => string;
  },
): void {
  for (const remote of remotes) {
    const release = releaseOf(served[remote]);
    // Every page pins every remote's release: one reached later in the browser (a link to its
    // section) is the one this page named, so the visitor is exposed to each from here on.
    store.exposure(key, remote, release, route);
    if (!rendersOn(remote, route)) continue;
    for (const problem of problems)
      if (problem.remote === remote || problem.level === 'error')
        store.error(key, remote, release, kindOf(problem), route);
  }
}

/**
 * The pages' telemetry (recordPageTelemetry for each page served a visitor while a canary runs), with
 * what repeats left out: a visitor counts once in a window, so its further pages on the same route
 * and releases in that window are recorded only when their render had problems (recentPages.ts: a
 * table of fixed size, checked on every such page). `canaryRemotes`: the remotes whose canaries run now.
 */
export function pageTelemetryRecorder(
  store: Pick<TelemetryStore, 'exposure' | 'error' | 'window'>,
  canaryRemotes: () => readonly string[],
  { slots }: { slots?: number } = {},
) {
  const recent = recentPages(slots);
  const releaseOf = releaseOfEntryMemo();
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
    if (recent.seen(visitorId, route, store.window(), served) && problems.length === 0) return;
    recordPageTelemetry(store, {
      key: visitorKey(visitorId),
      served,
      route,
      problems,
      remotes: canaryRemotes(),
      releaseOf,
    });
  };
}
