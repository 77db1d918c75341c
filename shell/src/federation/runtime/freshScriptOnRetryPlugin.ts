import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A Retry must reach the network again. A section page preloads its remote's scripts (the site
 * server's Link header), and when such a preload failed, Chromium hands that failed response to
 * the next <script> with the same URL: a Retry would fail again without a request. So once a remote
 * has been reset, its remoteEntry.js loads with a `retry` query that no preload or cache entry has.
 */
export function freshScriptOnRetryPlugin(retriesOf: (remoteName: string) => number): ModuleFederationRuntimePlugin {
  return {
    name: 'expo-guide-fresh-script-on-retry',
    createScript({ url, remoteInfo }) {
      const retries = remoteInfo ? retriesOf(remoteInfo.name) : 0;
      if (retries === 0) return undefined;
      const fresh = new URL(url, document.baseURI);
      fresh.searchParams.set('retry', String(retries));
      const script = document.createElement('script');
      script.src = fresh.href;
      return script;
    },
  };
}
