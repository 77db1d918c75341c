import { SECTIONS } from 'shared/site';
import type { RemoteRegistry } from '../registry/registry';
import type { RegistryRevision, RevisionStore } from './revisionStore';

/** Where the site server serves a release's files (plugins/releaseFiles.ts). */
export const RELEASES_PREFIX = '/releases/';

/** A release's browser manifest on this server: `/releases/mfe-shop/<release>/files/mf-manifest.json`. */
export const releaseManifestUrl = (remote: string, release: string) =>
  `${RELEASES_PREFIX}${remote}/${release}/files/mf-manifest.json`;

/**
 * The registry visitors get: the seed (REMOTES_REGISTRY, REMOTES_REGISTRY_FILE or the default), with
 * every remote the revision names at its live release. A paused remote is left out: the browser and
 * the server render then show its section as temporarily unavailable, and the rest of the site works.
 */
export function registryOf(seed: RemoteRegistry, revision: RegistryRevision | undefined): RemoteRegistry {
  const registry: RemoteRegistry = { ...seed };
  for (const [name, live] of Object.entries(revision?.remotes ?? {})) {
    const section = SECTIONS.find((candidate) => candidate.remote === name);
    if (!section) continue;
    if (live.paused) delete registry[name];
    else registry[name] = releaseManifestUrl(section.package, live.release);
  }
  return registry;
}

export interface LiveRegistry {
  /** The registry of the latest revision this instance has seen. */
  current(): RemoteRegistry;
  /** That revision's number (0 before the first). */
  revision(): number;
  /** Reads the latest revision now. */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * Follows the registry's revisions: reads the latest at once and then every `intervalMs`, so every
 * instance serves a new revision within about that, with no restart. When the store cannot be read,
 * the last revision read stays live (visitors keep getting what they got) and `onError` is told.
 */
export async function followRevisions(
  store: RevisionStore,
  seed: RemoteRegistry,
  { intervalMs = 500, onError = () => undefined }: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Promise<LiveRegistry> {
  let revision: RegistryRevision | undefined;
  let registry = registryOf(seed, undefined);
  const refresh = async () => {
    try {
      const latest = await store.latest();
      if (latest && latest.revision !== revision?.revision) {
        revision = latest;
        registry = registryOf(seed, latest);
      }
    } catch (error) {
      onError(error);
    }
  };
  await refresh();
  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  return {
    current: () => registry,
    revision: () => revision?.revision ?? 0,
    refresh,
    stop: () => clearInterval(timer),
  };
}
