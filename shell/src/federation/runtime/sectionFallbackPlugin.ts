import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { failedRemoteModule } from './remoteFailure';

/**
 * Turns any failure to load a remote module (manifest missing, server down, script error, a
 * refused shared version) into a stand-in module, so one dead remote never rejects into the app.
 * loadRemote() callers get the module object; build-time imports expect a factory returning it.
 */
export function sectionFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'expo-guide-section-fallback',
    async errorLoadRemote({ id, error, from, lifecycle }) {
      // Earlier stages (e.g. afterResolve, which would take a replacement manifest) re-surface as
      // 'onLoad' once they throw; answering there once keeps one place that decides.
      if (lifecycle !== 'onLoad') return undefined;
      // A warning: the loader may still succeed (the current build after a pinned one is gone); a
      // section that stays unavailable is reported as an error by its boundary.
      console.warn(`[federation] ${id} is unavailable:`, error);
      const module = failedRemoteModule(id, error);
      return from === 'build' ? () => module : module;
    },
  };
}
