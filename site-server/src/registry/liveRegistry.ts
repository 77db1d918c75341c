import { releaseManifestUrl, sectionNamed } from 'shared/site';
import { bucketOf } from 'site-contract/rollout/visitor';
import { INSTANCE_REPORT_EVERY_MS } from 'site-contract/api/instances';
import { registryOf, type RemoteRegistry } from 'site-contract/registry/registry';
import type { RegistryReader, RegistryRevision } from 'site-contract/registry/revisionStore';

/** A canary as the registry serves it: which remote, its release's manifest, and its share. */
export interface ServedCanary {
  remote: string;
  manifestUrl: string;
  percent: number;
}

/** The canaries a revision runs (not those of a paused remote, whose section is left out). */
export function canariesOf(revision: RegistryRevision | undefined): ServedCanary[] {
  return Object.entries(revision?.remotes ?? {}).flatMap(([name, live]) => {
    const section = sectionNamed(name);
    if (!section || live.paused || !live.canary) return [];
    return [
      {
        remote: name,
        manifestUrl: releaseManifestUrl(section.package, live.canary.release),
        percent: live.canary.percent,
      },
    ];
  });
}

/**
 * The registry a visitor gets: the live one, with each remote whose canary's share takes the
 * visitor's bucket for that remote (rollout/visitor.ts) at its canary release. Without a visitor id
 * (a first visit, a robot) or a canary, the live registry itself. With `shared` (kept for one
 * revision, keyed by which of its canaries a visitor is on, one bit each), visitors on the same
 * canaries get the same object, so what is worked out from a registry downstream (the builds a page
 * pins, its cache key) is worked out once per combination.
 */
export function registryForVisitor(
  live: RemoteRegistry,
  canaries: readonly ServedCanary[],
  visitorId: string | undefined,
  { shared }: { shared?: Map<number, RemoteRegistry> } = {},
): RemoteRegistry {
  if (!visitorId) return live;
  let chosen = 0;
  for (let index = 0; index < canaries.length; index++)
    if (bucketOf(visitorId, canaries[index].remote) < canaries[index].percent) chosen |= 1 << index;
  if (chosen === 0) return live;
  let registry = shared?.get(chosen);
  if (!registry) {
    registry = { ...live };
    for (const [index, canary] of canaries.entries())
      if (chosen & (1 << index)) registry[canary.remote] = canary.manifestUrl;
    shared?.set(chosen, registry);
  }
  return registry;
}

export interface LiveRegistry {
  /** The registry of the latest revision this instance has seen. */
  current(): RemoteRegistry;
  /** The canaries it runs. */
  canaries(): readonly ServedCanary[];
  /** The registry the visitor with this id gets (registryForVisitor). */
  forVisitor(visitorId: string | undefined): RemoteRegistry;
  /** The latest revision itself (undefined before the first). */
  latest(): RegistryRevision | undefined;
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
  store: RegistryReader,
  seed: RemoteRegistry,
  {
    intervalMs = 500,
    onError = () => undefined,
    changes,
    instance,
    bases,
    reportEveryMs = INSTANCE_REPORT_EVERY_MS,
    onRevision = () => undefined,
  }: {
    intervalMs?: number;
    onError?: (error: unknown) => void;
    changes?: (onRevision: () => void) => Promise<() => Promise<void>>;
    /** This instance's name: it reports the revision it serves to the store (`status` lists every instance's). */
    instance?: string;
    /** Its base releases, reported with the revision it serves (a canary against a base release needs the same one on every instance). */
    bases?: Readonly<Record<string, string>>;
    reportEveryMs?: number;
    /** Told each new revision this instance serves. */
    onRevision?: (revision: RegistryRevision) => void;
  } = {},
): Promise<LiveRegistry> {
  let revision: RegistryRevision | undefined;
  let registry = registryOf(seed, undefined);
  let canaries: ServedCanary[] = [];
  // One registry object per combination of canaries a visitor can be on (for the revision served).
  const combinations = new Map<number, RemoteRegistry>();
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
    store
      .report({ instance, revision: served, at: new Date().toISOString(), ...(bases && { bases }) })
      .catch((error: unknown) => {
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
        canaries = canariesOf(latest);
        combinations.clear();
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
    canaries: () => canaries,
    forVisitor: (visitorId) => registryForVisitor(registry, canaries, visitorId, { shared: combinations }),
    latest: () => revision,
    revision: () => revision?.revision ?? 0,
    refresh,
    stop: () => {
      clearInterval(timer);
      void unsubscribe?.then((end) => end?.()).catch(onError);
    },
  };
}
