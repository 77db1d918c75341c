import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILED, RemoteUnavailableError, isFailedRemoteModule } from './remoteFailure';
import type { RemoteRegistry } from './registry';

const registered = new Map<string, string>();

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
  if (!registered.has(remoteName)) throw new RemoteUnavailableError(id, new Error('not in the remote registry'));
  const module = await loadRemote<T>(id);
  if (isFailedRemoteModule(module)) throw module[REMOTE_LOAD_FAILED];
  if (!module) throw new RemoteUnavailableError(id);
  return module;
}

/** Forgets what the runtime cached for a remote (entry, manifest, modules) so the next load refetches. */
export function resetRemote(remoteName: string) {
  const entry = registered.get(remoteName);
  if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
}
