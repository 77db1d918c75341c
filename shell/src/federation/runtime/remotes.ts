import { loadRegistry, parseRegistry } from './registry';
import { createRemoteLoader } from './remoteLoader';
import { freshScriptOnRetryPlugin } from './freshScriptOnRetryPlugin';
import { sectionFallbackPlugin } from './sectionFallbackPlugin';
import { readPageState } from './readPageState';

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
  startRuntime: (retriesOf) =>
    import(/* webpackChunkName: "federation-runtime" */ './federationRuntime').then(({ startFederation }) =>
      startFederation([sectionFallbackPlugin(), freshScriptOnRetryPlugin(retriesOf)]),
    ),
});
