/**
 * The single-bundle baseline (`BUILD_VARIANT=baseline`, for `npm run bench` only): the same shell
 * and section pages as one ordinary webpack app. Each exposed module becomes a plain dynamic
 * import, from a table the build generates out of every remote's own webpack config.
 */
// @ts-expect-error generated at build time by shared/build/createWebpackConfig.js
import baselineModules from 'expo-baseline-modules';
import { RemoteUnavailableError } from './remoteFailure';

const modules = baselineModules as Record<string, () => Promise<unknown>>;

export async function startRemotes() {}

export async function loadRemoteModule<T>(remoteName: string, expose: string): Promise<T> {
  const load = modules[`${remoteName}/${expose}`];
  if (!load) throw new RemoteUnavailableError(`${remoteName}/${expose}`);
  return (await load()) as T;
}

export function resetRemote() {}

export function isRegistered(remoteName: string) {
  return Object.keys(modules).some((key) => key.startsWith(`${remoteName}/`));
}

export function preloadSection(remoteName: string, expose: string) {
  void modules[`${remoteName}/${expose}`]?.().catch(() => undefined);
}
