import { pinnedManifestUrl } from 'shared/site';
import { createInstance } from '@module-federation/enhanced/runtime';
import { HOST_SHARED, createRemoteLoader, type RemoteLoader, RemoteUnavailableError } from 'shell/entry.server';
import type { RemoteRegistry } from 'site-contract/registry/registry';

/** How old a remote's known build may be before a render checks its manifest again: a redeploy is served within this. */
export const BUILD_CHECK_INTERVAL_MS = 5000;
/** A manifest check slower than this keeps the build already known for this render. */
const BUILD_CHECK_TIMEOUT_MS = 1500;
/**
 * How long a render waits for one remote's code: a slower remote's section is sent as unavailable
 * (the browser then loads it itself). Its load goes on, so a later render may find it ready.
 */
export const REMOTE_RENDER_BUDGET_MS = 1000;

/** A remote's Node build sits in server/ beside its browser build: /mfe-housing/mf-manifest.json → /mfe-housing/server/mf-manifest.json. */
export const serverManifestUrl = (browserManifestUrl: string, base: string) =>
  new URL('server/mf-manifest.json', new URL(browserManifestUrl, base)).href;

/**
 * A remote's container keeps a runtime instance of its own in the process-wide federation state, with
 * id `name:<package version>`. Re-registering the remote (runtime-core's removeRemote) looks for it as
 * `name:<manifest build version>` and misses it, so the next build's container would reuse the old
 * instance, whose chunk loader belongs to the old build (its chunks are then read from the file
 * system and fail). Forget it, so the new container starts its own.
 */
function forgetContainerInstance(remoteName: string) {
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } }).__FEDERATION__
    ?.__INSTANCES__;
  if (!instances) return;
  for (let index = instances.length - 1; index >= 0; index--)
    if (instances[index].name === remoteName) instances.splice(index, 1);
}

interface KnownBuild {
  version?: string;
  checkedAt: number;
  checking?: Promise<void>;
}

export interface ServerRemotes {
  loader: RemoteLoader;
  /** Checks every remote's build (at most every BUILD_CHECK_INTERVAL_MS): a redeployed remote is reloaded before the render. */
  refresh(): Promise<void>;
  /** The browser builds matching the server builds known now: what a page rendered now pins. */
  pinnedBuilds(): RemoteRegistry;
  /**
   * Follows the site server's registry: a remote whose entry changed (a release promoted or rolled
   * back) is loaded afresh from its new place before the next render, and one left out (paused) is unavailable.
   */
  useRegistry(next: RemoteRegistry): void;
}

interface ServerRemotesOptions {
  registry: RemoteRegistry;
  /** Where relative registry URLs point: this server's own address. */
  base: () => string;
  now?: () => number;
  /** Per remote load (default REMOTE_RENDER_BUDGET_MS). */
  renderBudgetMs?: number;
}

/** `load`, or a RemoteUnavailableError once `budgetMs` has passed. */
function withinBudget<T>(load: Promise<T>, remoteId: string, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new RemoteUnavailableError(remoteId, new Error(`not loaded within the render budget of ${budgetMs} ms`)),
        ),
      budgetMs,
    );
  });
  return Promise.race([load, overBudget]).finally(() => clearTimeout(timer));
}

/**
 * The site server's remotes: the same loader as the browser's, over a Module Federation runtime
 * instance in Node that loads each remote's Node build at request time (fetched over HTTP from
 * wherever the registry places it) and offers it the very React, MUI and platform modules the
 * server renders with. One instance for the process, like the browser's for a page; a redeploy
 * is noticed by a version check of the remote's server manifest, not by a restart.
 */
export function createServerRemotes({
  registry: initialRegistry,
  base,
  now = Date.now,
  renderBudgetMs = REMOTE_RENDER_BUDGET_MS,
}: ServerRemotesOptions): ServerRemotes {
  let registry = initialRegistry;
  const builds = new Map<string, KnownBuild>(Object.keys(registry).map((name) => [name, { checkedAt: -Infinity }]));
  /** Remotes whose load failed: the loader keeps a failure (the browser's Retry resets it); the server retries at its next build check. */
  const failed = new Set<string>();
  const budgetedLoads = new WeakMap<Promise<unknown>, Promise<unknown>>();

  const runtimeLoader = createRemoteLoader({
    readRegistry: async () =>
      Object.fromEntries(Object.entries(registry).map(([name, url]) => [name, serverManifestUrl(url, base())])),
    startRuntime: async () =>
      createInstance({
        name: 'shell_server',
        remotes: [],
        shared: HOST_SHARED,
        shareStrategy: 'loaded-first',
      }),
  });
  const loader: RemoteLoader = {
    ...runtimeLoader,
    load<T>(remoteName: string, expose: string) {
      const load = runtimeLoader.load<T>(remoteName, expose);
      // One budgeted promise per load while it lasts: a render suspended on it gets the same one when it tries again.
      let budgeted = budgetedLoads.get(load) as Promise<T> | undefined;
      if (!budgeted) {
        load.catch(() => failed.add(remoteName));
        budgeted = withinBudget(load, `${remoteName}/${expose}`, renderBudgetMs);
        budgetedLoads.set(load, budgeted);
        budgeted.catch(() => budgetedLoads.delete(load));
      }
      return budgeted;
    },
    reset(remoteName) {
      failed.delete(remoteName);
      forgetContainerInstance(remoteName);
      runtimeLoader.reset(remoteName);
    },
  };

  // Started by the first render: the server's own address (for relative entries) is known once it listens.
  let started: Promise<void> | undefined;

  async function check(name: string, build: KnownBuild) {
    try {
      const response = await fetch(serverManifestUrl(registry[name], base()), {
        signal: AbortSignal.timeout(BUILD_CHECK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
      const version = manifest.metaData?.buildInfo?.buildVersion;
      // Another build, or a remote whose last load failed (down then, or unreachable): load afresh.
      // (The first check comes before any load: nothing to forget.)
      if ((build.checkedAt > -Infinity && version !== build.version) || failed.has(name)) loader.reset(name);
      build.version = version;
    } catch {
      // Unreachable or unreadable: pin nothing; the render itself reports a remote that is down.
      build.version = undefined;
    } finally {
      build.checkedAt = now();
    }
  }

  return {
    loader,
    async refresh() {
      started ??= loader.start();
      await started;
      const due = [...builds].filter(([, build]) => now() - build.checkedAt >= BUILD_CHECK_INTERVAL_MS);
      await Promise.all(
        due.map(([name, build]) => {
          build.checking ??= check(name, build).finally(() => (build.checking = undefined));
          return build.checking;
        }),
      );
    },
    useRegistry(next) {
      const changed = [...new Set([...Object.keys(registry), ...Object.keys(next)])].filter(
        (name) => registry[name] !== next[name],
      );
      if (changed.length === 0) return;
      registry = next;
      for (const name of changed) {
        // Checked again before the next render; its modules and runtime entry are forgotten.
        if (next[name]) builds.set(name, { checkedAt: -Infinity });
        else builds.delete(name);
        failed.delete(name);
        forgetContainerInstance(name);
      }
      runtimeLoader.useRegistry(
        Object.fromEntries(changed.map((name) => [name, next[name] && serverManifestUrl(next[name], base())])),
      );
    },
    pinnedBuilds: () =>
      Object.fromEntries(
        [...builds]
          .filter(([, build]) => build.version)
          .map(([name, build]) => [name, pinnedManifestUrl(registry[name], build.version!)]),
      ),
  };
}
