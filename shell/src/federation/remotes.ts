import { loadRegistry } from './registry';
import { createRemoteLoader } from './remoteLoader';
import { freshScriptOnRetryPlugin } from './freshScriptOnRetryPlugin';
import { sectionFallbackPlugin } from './sectionFallbackPlugin';

/**
 * The shell's remote loader, over the registry served at /remotes.json and the Module Federation
 * runtime (its own chunk, fetched with the first section that needs a remote). `npm run bench`'s
 * single-bundle baseline replaces this file with one whose "runtime" is plain dynamic imports.
 */
export const remotes = createRemoteLoader({
  readRegistry: () => loadRegistry(),
  startRuntime: (retriesOf) =>
    import(/* webpackChunkName: "federation-runtime" */ './federationRuntime').then(({ startFederation }) => startFederation([sectionFallbackPlugin(), freshScriptOnRetryPlugin(retriesOf)])),
});
