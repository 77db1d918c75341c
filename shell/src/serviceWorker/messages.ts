/** The messages between the pages and the service worker (postMessage), typed on both sides. */

/** Remote name → build version (its manifest's buildVersion). */
export type RemoteBuilds = Record<string, string>;

/** Page → worker: read the registry and every remote's manifest now, keep what is new, and answer with the builds. */
export interface RefreshRemotesMessage {
  type: 'REFRESH_REMOTES';
}
/** Page → worker: the builds the worker holds, with no network. */
export interface HeldBuildsMessage {
  type: 'HELD_BUILDS';
}
export type PageToWorkerMessage = RefreshRemotesMessage | HeldBuildsMessage;

/** The worker's answer to either (on the message's port, as workbox-window's messageSW expects). */
export interface BuildsReply {
  builds: RemoteBuilds;
  /**
   * A refresh that could not read the registry or some remote's manifest from the network (a
   * connection that is back on paper but not yet in fact): those remotes answer with what is held,
   * so the page asks again a little later.
   */
  partial?: boolean;
}

/** The builds a server-rendered page pins ('/mfe-access/mf-manifest.<version>.json'), by remote. */
export function pinnedVersions(pinnedBuilds: Record<string, string>): RemoteBuilds {
  const versions: RemoteBuilds = {};
  for (const [remote, url] of Object.entries(pinnedBuilds)) {
    const version = /mf-manifest\.([0-9a-f]+)\.json$/.exec(url)?.[1];
    if (version) versions[remote] = version;
  }
  return versions;
}

/** The remotes whose build changed from `mine` (what the page runs) to `current` (what is deployed). */
export function changedRemotes(mine: RemoteBuilds, current: RemoteBuilds): string[] {
  return Object.keys(mine).filter((remote) => current[remote] !== undefined && current[remote] !== mine[remote]);
}
