/**
 * How the shell reaches its sections, federated: the registry at start-up, the MF runtime to load
 * and preload. The single-bundle baseline build swaps this file for remoteLoader.baseline.ts.
 */
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRegistry, type RemoteRegistry } from './registry';
import { REMOTE_LOAD_FAILED, RemoteUnavailableError, isFailedRemoteModule } from './remoteFailure';
import { freshScriptOnRetryPlugin } from './freshScriptOnRetryPlugin';
import { sectionFallbackPlugin } from './sectionFallbackPlugin';

const registered = new Map<string, string>();
const retries = new Map<string, number>();
let registryReady: Promise<void> = Promise.resolve();

/**
 * Start-up: the fallback plugin, then every remote of the registry (read at run time, no URL built
 * in). The page renders meanwhile; only loading a remote module waits for the registry.
 */
export function startRemotes() {
  registerPlugins([sectionFallbackPlugin(), freshScriptOnRetryPlugin((name) => retries.get(name) ?? 0)]);
  registryReady = loadRegistry().then(registerRegistry);
  return registryReady;
}

/** Registers every remote of the registry with the Module Federation runtime (no network yet). */
export function registerRegistry(registry: RemoteRegistry) {
  const remotes = Object.entries(registry).map(([name, entry]) => ({ name, entry }));
  remotes.forEach(({ name, entry }) => registered.set(name, entry));
  registerRemotes(remotes);
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
  try {
    return await loadOnce<T>(id);
  } catch (error) {
    // After a Retry, one of the remote's chunks can still meet a preload that failed earlier in this
    // page: Chromium hands a failed preload to one script with its URL. That used it up, so one more
    // fresh attempt reaches the network.
    if (!retries.has(remoteName)) throw error;
    resetRemote(remoteName);
    return loadOnce<T>(id);
  }
}

async function loadOnce<T>(id: string): Promise<T> {
  const module = await loadRemote<T>(id);
  if (isFailedRemoteModule(module)) throw module[REMOTE_LOAD_FAILED];
  if (!module) throw new RemoteUnavailableError(id);
  return module;
}

/** Forgets what the runtime cached for a remote (entry, manifest, modules) so the next load refetches. */
export function resetRemote(remoteName: string) {
  [...preloaded].filter((key) => key.startsWith(`${remoteName}/`)).forEach((key) => preloaded.delete(key));
  retries.set(remoteName, (retries.get(remoteName) ?? 0) + 1);
  const entry = registered.get(remoteName);
  if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
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
    .then(() => (registered.has(remoteName) ? preloadRemote([{ nameOrAlias: remoteName, exposes: [expose.replace(/^\.\//, '')] }]) : undefined))
    .catch(() => preloaded.delete(key));
}
