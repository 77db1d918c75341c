import { HOME_WIDGETS, releaseFileOf, sectionForPath } from 'shared/site';
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
    visitorId,
    served,
    route,
    remotes,
    problems,
    keyOf = visitorKey,
  }: {
    visitorId: string;
    served: RemoteRegistry;
    route: string;
    /** The remotes whose canaries run. */
    remotes: readonly string[];
    problems: readonly RenderProblem[];
    /** The visitor's key (visitorKey, which a caller may remember). */
    keyOf?: (visitorId: string) => string;
  },
): void {
  const key = keyOf(visitorId);
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
