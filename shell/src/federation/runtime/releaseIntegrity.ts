import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  NO_RECORDED_HASH,
  RELEASE_INTEGRITY_GLOBAL,
  releaseFileOf,
  releaseIntegrityUrl,
  type ReleaseIntegrity,
} from 'shared/site';

export interface ReleaseHashes {
  /** Fetches the recorded hashes of the release a URL belongs to (once per release); resolves at once for other URLs. */
  load(url: string): Promise<void>;
  /**
   * The `integrity` to load a URL with: a release file's recorded hash, or NO_RECORDED_HASH when none
   * is known (so the browser refuses it: fail closed); undefined for a file that is not a release's.
   */
  integrityOf(url: string): string | undefined;
}

/**
 * The recorded hashes of the releases this page loads, from the site server (never from where the
 * files are: a tampered copy would bring its own). The remotes' own chunk loaders ask through a
 * global function (RELEASE_INTEGRITY_GLOBAL, set by shared/build's ReleaseIntegrityPlugin).
 */
export function releaseHashes(): ReleaseHashes {
  const known = new Map<string, ReleaseIntegrity>();
  const loading = new Map<string, Promise<void>>();
  const integrityOf = (url: string) => {
    const file = releaseFileOf(url);
    if (!file) return undefined;
    return known.get(releaseIntegrityUrl(file.remote, file.release))?.[file.path] ?? NO_RECORDED_HASH;
  };
  (globalThis as Record<string, unknown>)[RELEASE_INTEGRITY_GLOBAL] = integrityOf;
  return {
    integrityOf,
    load(url) {
      const file = releaseFileOf(url);
      if (!file) return Promise.resolve();
      const hashesUrl = releaseIntegrityUrl(file.remote, file.release);
      let loaded = loading.get(hashesUrl);
      if (!loaded) {
        loaded = fetch(hashesUrl)
          .then((response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.json() as Promise<ReleaseIntegrity>;
          })
          .then((hashes) => void known.set(hashesUrl, hashes));
        // A failed fetch is asked again by the next load (a Retry); meanwhile nothing of the release loads.
        loaded.catch(() => loading.delete(hashesUrl));
        loading.set(hashesUrl, loaded);
      }
      return loaded;
    },
  };
}

/** The federation runtime fetches a release's manifest with its recorded hash: a changed manifest is refused. */
export function releaseManifestIntegrityPlugin(hashes: ReleaseHashes): ModuleFederationRuntimePlugin {
  return {
    name: 'expo-guide-release-manifest-integrity',
    fetch(url, init) {
      if (!releaseFileOf(url)) return undefined;
      return hashes
        .load(url)
        .catch((error: unknown) =>
          console.warn(`[federation] the recorded hashes of ${url}'s release could not be fetched`, error),
        )
        .then(() => fetch(url, { ...init, integrity: hashes.integrityOf(url) }));
    },
  };
}
