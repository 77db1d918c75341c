import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How a remote's remoteEntry.js is loaded:
 * - A Retry must reach the network again. A section page preloads its remote's scripts (the site
 *   server's Link header), and when such a preload failed, Chromium hands that failed response to
 *   the next <script> with the same URL: a Retry would fail again without a request. So once a remote
 *   has been reset, its remoteEntry.js loads with a `retry` query that no preload or cache entry has.
 * - A published release's entry loads with its recorded hash (`integrityOf`), so a changed copy never runs.
 */
export function remoteScriptPlugin({
  retriesOf,
  integrityOf,
}: {
  retriesOf: (remoteName: string) => number;
  integrityOf: (url: string) => string | undefined;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'expo-guide-remote-script',
    createScript({ url, remoteInfo }) {
      const retries = remoteInfo ? retriesOf(remoteInfo.name) : 0;
      const integrity = integrityOf(url);
      if (retries === 0 && !integrity) return undefined;
      const src = new URL(url, document.baseURI);
      if (retries > 0) src.searchParams.set('retry', String(retries));
      const script = document.createElement('script');
      script.src = src.href;
      if (integrity) {
        script.integrity = integrity;
        script.crossOrigin = 'anonymous';
      }
      return script;
    },
  };
}
