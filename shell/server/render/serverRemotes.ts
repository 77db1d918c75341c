import { createInstance } from '@module-federation/enhanced/runtime';
import { HOST_SHARED } from '../../src/federation/hostShared';
import { createRemoteLoader, type RemoteLoader } from '../../src/federation/remoteLoader';
import type { RemoteRegistry } from '../registry';

/** How old a remote's known build may be before a render checks its manifest again: a redeploy is served within this. */
export const BUILD_CHECK_INTERVAL_MS = 5000;
/** A manifest check slower than this keeps the build already known for this render. */
const BUILD_CHECK_TIMEOUT_MS = 1500;

/** A remote's Node build sits in server/ beside its browser build: /mfe-housing/mf-manifest.json → /mfe-housing/server/mf-manifest.json. */
export const serverManifestUrl = (browserManifestUrl: string, base: string) => new URL('server/mf-manifest.json', new URL(browserManifestUrl, base)).href;

/** The browser build of one version, which that build writes beside its mf-manifest.json: mf-manifest.<version>.json. */
export const pinnedManifestUrl = (browserManifestUrl: string, version: string) => browserManifestUrl.replace(/mf-manifest\.json$/, `mf-manifest.${version}.json`);

/**
 * A remote's container keeps a runtime instance of its own in the process-wide federation state, with
 * id `name:<package version>`. Re-registering the remote (runtime-core's removeRemote) looks for it as
 * `name:<manifest build version>` and misses it, so the next build's container would reuse the old
 * instance, whose chunk loader belongs to the old build (its chunks are then read from the file
 * system and fail). Forget it, so the new container starts its own.
 */
function forgetContainerInstance(remoteName: string) {
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } }).__FEDERATION__?.__INSTANCES__;
  if (!instances) return;
  for (let index = instances.length - 1; index >= 0; index--) if (instances[index].name === remoteName) instances.splice(index, 1);
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
}

interface ServerRemotesOptions {
  registry: RemoteRegistry;
  /** Where relative registry URLs point: this server's own address. */
  base: () => string;
  now?: () => number;
}

/**
 * The site server's remotes: the same loader as the browser's, over a Module Federation runtime
 * instance in Node that loads each remote's Node build at request time (fetched over HTTP from
 * wherever the registry places it) and offers it the very React, MUI and platform modules the
 * server renders with. One instance for the process, like the browser's for a page; a redeploy
 * is noticed by a version check of the remote's server manifest, not by a restart.
 */
export function createServerRemotes({ registry, base, now = Date.now }: ServerRemotesOptions): ServerRemotes {
  const builds = new Map<string, KnownBuild>(Object.keys(registry).map((name) => [name, { checkedAt: -Infinity }]));

  const runtimeLoader = createRemoteLoader({
    readRegistry: async () => Object.fromEntries(Object.entries(registry).map(([name, url]) => [name, serverManifestUrl(url, base())])),
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
    reset(remoteName) {
      forgetContainerInstance(remoteName);
      runtimeLoader.reset(remoteName);
    },
  };

  // Started by the first render: the server's own address (for relative entries) is known once it listens.
  let started: Promise<void> | undefined;

  async function check(name: string, build: KnownBuild) {
    try {
      const response = await fetch(serverManifestUrl(registry[name], base()), { signal: AbortSignal.timeout(BUILD_CHECK_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
      const version = manifest.metaData?.buildInfo?.buildVersion;
      // Another build, or the first answer after the remote was unreachable (its failed load is sticky in the loader): load afresh.
      if (version !== build.version) loader.reset(name);
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
    pinnedBuilds: () => Object.fromEntries([...builds].filter(([, build]) => build.version).map(([name, build]) => [name, pinnedManifestUrl(registry[name], build.version!)])),
  };
}
