/**
 * The Module Federation runtime, started the first time a section needs a remote (its own chunk:
 * Home's first load does not carry it). The shell is an ordinary webpack build; this instance
 * offers the remotes the shell's own copies of every shared singleton (hostShared.ts) and provides
 * the runtime core to the remotes, which are built without one of their own (`experiments.externalRuntime`).
 */
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import provideRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { HOST_SHARED, PLATFORM_CORE } from './hostShared';
import { yieldToMain } from '../../startup/yieldToMain';

export type FederationInstance = ReturnType<typeof createInstance>;

export function startFederation(plugins: ModuleFederationRuntimePlugin[]): FederationInstance {
  const instance = createInstance({
    name: 'shell',
    remotes: [],
    shared: HOST_SHARED,
    // Never fetch every remote up front to negotiate versions: a dead remote must not block a page.
    shareStrategy: 'loaded-first',
    plugins: [provideRuntimeCore(), ...plugins],
  });
  // Every section consumes the platform's core: its chunks load now, beside the first remote's
  // manifest rather than after its code asks. A failure is the section's to show when it consumes one.
  // A task of its own: the runtime's start is a long one on a slow phone without it.
  void yieldToMain().then(() => {
    for (const name of PLATFORM_CORE) instance.loadShare(name).catch(() => undefined);
  });
  return instance;
}
