import { releaseManifestUrl, SECTIONS } from 'shared/site';
import type { RemoteRegistry } from '../registry/registry';
import type { RegistryRevision, RevisionStore } from './revisionStore';

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

/** How often an instance tells the store which revision it serves when none changes. */
export const INSTANCE_REPORT_EVERY_MS = 5000;

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
 * instance serves a new revision within about that, with no restart. With `changes` (the store's
 * announcements of new revisions), it reads the latest as soon as one is announced, and the polling
 * stays for what an announcement can miss (Redis reconnecting). When the store cannot be read, the
 * last revision read stays live (visitors keep getting what they got) and `onError` is told.
 */
export async function followRevisions(
  store: RevisionStore,
  seed: RemoteRegistry,
  {
    intervalMs = 500,
    onError = () => undefined,
    changes,
    instance,
    reportEveryMs = INSTANCE_REPORT_EVERY_MS,
    onRevision = () => undefined,
  }: {
    intervalMs?: number;
    onError?: (error: unknown) => void;
    changes?: (onRevision: () => void) => Promise<() => Promise<void>>;
    /** This instance's name: it reports the revision it serves to the store (`status` lists every instance's). */
    instance?: string;
    reportEveryMs?: number;
    /** Told each new revision this instance serves. */
    onRevision?: (revision: RegistryRevision) => void;
  } = {},
): Promise<LiveRegistry> {
  let revision: RegistryRevision | undefined;
  let registry = registryOf(seed, undefined);
  // Reads can overlap (an announcement during a poll): a read's answer is kept only if no read started
  // later has answered first, so a slower, older answer never replaces a newer revision.
  let started = 0;
  let answered = 0;
  let reported: { revision: number; at: number } | undefined;
  // Each new revision served, and a heartbeat while none comes, so `status` tells a live instance from a gone one.
  const report = () => {
    const served = revision?.revision ?? 0;
    if (!instance || (reported?.revision === served && Date.now() - reported.at < reportEveryMs)) return;
    reported = { revision: served, at: Date.now() };
    store.report({ instance, revision: served, at: new Date().toISOString() }).catch((error: unknown) => {
      reported = undefined;
      onError(error);
    });
  };
  const refresh = async () => {
    const read = ++started;
    try {
      const latest = await store.latest();
      if (read < answered) return;
      answered = read;
      if (latest && latest.revision !== revision?.revision) {
        revision = latest;
        registry = registryOf(seed, latest);
        onRevision(latest);
      }
    } catch (error) {
      onError(error);
    }
    report();
  };
  // Not awaited, so an unreachable store does not hold up startup; a revision written before the
  // subscription is live is the first read's or the polling's to find.
  const unsubscribe = changes?.(() => void refresh()).catch((error: unknown) => {
    onError(error);
    return undefined;
  });
  await refresh();
  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  return {
    current: () => registry,
    revision: () => revision?.revision ?? 0,
    refresh,
    stop: () => {
      clearInterval(timer);
      void unsubscribe?.then((end) => end?.()).catch(onError);
    },
  };
}
