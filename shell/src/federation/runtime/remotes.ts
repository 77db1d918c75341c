import { loadRegistry, parseRegistry } from './registry';
import { createRemoteLoader } from './remoteLoader';
import { readPageState } from './readPageState';
import { report } from '../../telemetry/telemetry';
import { yieldToMain } from '../../startup/yieldToMain';

const pageState = readPageState();
const pageBase = () => window.location.href;

/**
 * The browser's remote loader, over the registry (carried by a server-rendered page, else fetched
 * from /remotes.json) and the Module Federation runtime (its own chunk, fetched with the first
 * section that needs a remote). A server-rendered page pins the remote builds it was rendered
 * with, so hydration meets the same code. `npm run bench`'s single-bundle baseline replaces this
 * file with one whose "runtime" is plain dynamic imports.
 */
export const remotes = createRemoteLoader({
  readRegistry: () => (pageState ? Promise.resolve(parseRegistry(pageState.registry, pageBase())) : loadRegistry()),
  pinnedBuilds: pageState ? parseRegistry(pageState.pinnedBuilds, pageBase()) : {},
  onLoadFailed: (remote) => report('load-failed', remote), // telemetry
  // The runtime and its plugins: one chunk, fetched with the first section that needs a remote.
  startRuntime: (retriesOf) =>
    Promise.all([
      import(/* webpackChunkName: "federation-runtime" */ './federationRuntime'),
      import(/* webpackChunkName: "federation-runtime" */ './releaseIntegrity'),
      import(/* webpackChunkName: "federation-runtime" */ './remoteScriptPlugin'),
      import(/* webpackChunkName: "federation-runtime" */ './sectionFallbackPlugin'),
    ]).then(
      async ([
        { startFederation },
        { releaseHashes, releaseManifestIntegrityPlugin },
        { remoteScriptPlugin },
        { sectionFallbackPlugin },
      ]) => {
        // The chunk's evaluation and the runtime's start are each a long task on a slow phone: apart.
        await yieldToMain();
        const hashes = releaseHashes();
        return startFederation([
          sectionFallbackPlugin(),
          releaseManifestIntegrityPlugin(hashes),
          remoteScriptPlugin({ retriesOf, integrityOf: hashes.integrityOf }),
        ]);
      },
    ),
});
