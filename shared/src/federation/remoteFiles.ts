/**
 * The files a remote build needs to render its pages, read from its mf-manifest.json: its entry,
 * and every exposed module's chunks (JavaScript and CSS, loaded at once or later). Not its shared
 * fallbacks: the shell provides those singletons (its platform chunks are in the shell's own precache).
 * Used by the service worker (to keep a remote for offline use) and the site server (the section's preloads).
 */
export interface RemoteManifest {
  metaData?: {
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name?: string; path?: string };
    platformModules?: Record<string, string[]>;
  };
  exposes?: {
    path: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

/** The folder of a manifest URL, where its build's files are ('…/mfe-housing/mf-manifest.json' → '…/mfe-housing/'). */
export const buildFolder = (manifestUrl: string) => manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/** The URL of the build's remoteEntry.js, or undefined when the manifest names none. */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  return buildFolder(manifestUrl) + (entry.path ? entry.path.replace(/\/?$/, '/') : '') + entry.name;
}

/** The chunks `expose` loads before it runs (sync), or with them those it loads later (async, CSS). */
export function exposedFiles(
  manifest: RemoteManifest,
  manifestUrl: string,
  expose: string,
  { all = false } = {},
): string[] {
  const assets = manifest.exposes?.find((candidate) => candidate.path === expose)?.assets;
  const files = all ? [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async] : [assets?.js?.sync];
  return files.flatMap((list) => list ?? []).map((file) => buildFolder(manifestUrl) + file);
}

/** Everything the build needs for every page it renders, each URL once: the entry, then each exposed module's files. */
export function remoteBuildFiles(manifest: RemoteManifest, manifestUrl: string): string[] {
  const entry = remoteEntryUrl(manifest, manifestUrl);
  const exposed = (manifest.exposes ?? []).flatMap((expose) =>
    exposedFiles(manifest, manifestUrl, expose.path, { all: true }),
  );
  return [...new Set([...(entry ? [entry] : []), ...exposed])];
}

/** The build's identity (its buildVersion), which changes with every build of the remote. */
export const buildVersionOf = (manifest: RemoteManifest) => manifest.metaData?.buildInfo?.buildVersion;

/**
 * The browser build of one version, which that build writes beside its mf-manifest.json:
 * mf-manifest.<version>.json. A server-rendered page pins it, so the browser hydrates the same build.
 */
export const pinnedManifestUrl = (browserManifestUrl: string, version: string) =>
  browserManifestUrl.replace(/mf-manifest\.json$/, `mf-manifest.${version}.json`);

/** A remote's own code on its section's first load, gzip: `npm run size`'s budget and a release's gate. */
export const REMOTE_CODE_BUDGET_BYTES = 30 * 1024;

/** The first load of a section's main page, gzip (the shell's files and the section's): `npm run size`'s budget and a release's gate. */
export const SECTION_FIRST_LOAD_BUDGET_BYTES = 238.5 * 1024;
