/**
 * How the shell reaches its sections, federated: the registry at start-up, and the Module
 * Federation runtime, loaded with the first section that needs it, to load and preload. The
 * single-bundle baseline build swaps this file for remoteLoader.baseline.ts.
 */
import type { FederationInstance } from './federationRuntime';
import { loadRegistry } from './registry';
import { REMOTE_LOAD_FAILED, RemoteUnavailableError, isFailedRemoteModule } from './remoteFailure';
import { freshScriptOnRetryPlugin } from './freshScriptOnRetryPlugin';
import { sectionFallbackPlugin } from './sectionFallbackPlugin';

const registered = new Map<string, string>();
const retries = new Map<string, number>();
let registryReady: Promise<void> = Promise.resolve();
let federation: Promise<FederationInstance> | undefined;
let started: FederationInstance | undefined;

/** Start-up: read the registry (no URL is built in). The page renders meanwhile. */
export function startRemotes() {
  registryReady = loadRegistry().then((registry) => Object.entries(registry).forEach(([name, entry]) => registered.set(name, entry)));
  return registryReady;
}

/** The runtime, with the fallback and retry plugins and every registered remote (no network for the remotes yet). */
function runtime(): Promise<FederationInstance> {
  federation ??= Promise.all([import(/* webpackChunkName: "federation-runtime" */ './federationRuntime'), registryReady]).then(([{ startFederation }]) => {
    const instance = startFederation([sectionFallbackPlugin(), freshScriptOnRetryPlugin((name) => retries.get(name) ?? 0)]);
    instance.registerRemotes([...registered].map(([name, entry]) => ({ name, entry })));
    started = instance;
    return instance;
  });
  // A failed chunk download must not stick: the next load tries again.
  federation.catch(() => (federation = undefined));
  return federation;
}

export function isRegistered(remoteName: string) {
  return registered.has(remoteName);
}

/**
 * Loads `remote/expose` or throws RemoteUnavailableError. Never returns the fallback stand-in:
 * callers decide what a missing module means (a section fallback, a widget notice, no entries).
 */
export async function loadRemoteModule<T>(remoteName: string, expose: string): Promise<T> {
  const id = `${remoteName}/${expose.replace(/^\.\//, '')}`;
  await registryReady;
  if (!registered.has(remoteName)) throw new RemoteUnavailableError(id, new Error('not in the remote registry'));
  const instance = await runtime().catch((error: unknown) => {
    throw new RemoteUnavailableError(id, error);
  });
  try {
    return await loadOnce<T>(instance, id);
  } catch (error) {
    // After a Retry, one of the remote's chunks can still meet a preload that failed earlier in this
    // page: Chromium hands a failed preload to one script with its URL. That used it up, so one more
    // fresh attempt reaches the network.
    if (!retries.has(remoteName)) throw error;
    resetRemote(remoteName);
    return loadOnce<T>(instance, id);
  }
}

async function loadOnce<T>(instance: FederationInstance, id: string): Promise<T> {
  const module = await instance.loadRemote<T>(id);
  if (isFailedRemoteModule(module)) throw module[REMOTE_LOAD_FAILED];
  if (!module) throw new RemoteUnavailableError(id);
  return module;
}

/** Forgets what the runtime cached for a remote (entry, manifest, modules) so the next load refetches. */
export function resetRemote(remoteName: string) {
  [...preloaded].filter((key) => key.startsWith(`${remoteName}/`)).forEach((key) => preloaded.delete(key));
  retries.set(remoteName, (retries.get(remoteName) ?? 0) + 1);
  const entry = registered.get(remoteName);
  if (entry) started?.registerRemotes([{ name: remoteName, entry }], { force: true });
}

const preloaded = new Set<string>();

/**
 * Fetches a remote's entry and an exposed module's chunks ahead of a click (on hover or focus of
 * its nav link), so switching to a section not shown yet needs no network. Failures are ignored:
 * the click then loads as usual and shows the fallback if the remote is really down.
 */
export function preloadSection(remoteName: string, expose: string) {
  const key = `${remoteName}/${expose}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  registryReady
    .then(() => (registered.has(remoteName) ? runtime().then((instance) => instance.preloadRemote([{ nameOrAlias: remoteName, exposes: [expose.replace(/^\.\//, '')] }])) : undefined))
    .catch(() => preloaded.delete(key));
}
