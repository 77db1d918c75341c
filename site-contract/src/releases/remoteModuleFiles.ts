import { readFileSync } from 'node:fs';
import path from 'node:path';
import { exposedFiles, remoteEntryUrl, ROUTES_EXPOSE, type RemoteManifest } from 'shared/site';

/*
 * Which files loading a remote's module takes: one fact, used by the site server's preload hints
 * for a deployed remote and by the delivery API's size gate for a release not yet live.
 */

/** What the builds wrote (shared/build/sectionPreload.js): the shell's lazily loaded chunks, a remote's manifest. */
export interface PlatformChunks {
  /** The federation runtime's chunk files. */
  runtime?: string[];
  /** Share key → chunk files, for each platform module the shell loads on demand. */
  platformModules?: Record<string, string[]>;
  /** What a right-to-left page loads before hydrating (its style cache). */
  rightToLeft?: string[];
  /** What an info page (/about, /privacy, …) loads before hydrating (its page and copy). */
  infoPage?: string[];
  /** The footer's newsletter form: Home fetches it once idle with its widgets, any other page with the page (it hydrates once idle). */
  footerForm?: string[];
}

/**
 * What loading one remote module takes, by its build's manifest: the remote's files (its
 * remoteEntry.js and the exposed module's chunks, as URLs beside `manifestUrl`) and the shell's chunks
 * of the platform modules that module uses (`platformChunks`: platform-chunks.json's). The preload
 * hints name them for a deployed remote; a release's gate measures them for one not yet live.
 */
export function remoteModuleFiles(
  manifest: RemoteManifest,
  manifestUrl: string,
  expose: string,
  platformChunks: NonNullable<PlatformChunks['platformModules']>,
): { remote: string[]; shell: string[] } {
  const entry = remoteEntryUrl(manifest, manifestUrl);
  const platformModules = manifest.metaData?.platformModules?.[expose] ?? [];
  return {
    remote: [...(entry ? [entry] : []), ...exposedFiles(manifest, manifestUrl, expose)],
    shell: [...new Set(platformModules.flatMap((shareKey) => platformChunks[shareKey] ?? []))],
  };
}

/** The scripts the shell's page template names (its loader's `src`, its entry's `data-main`), as files of its build. */
function templateScripts(template: string): string[] {
  const attributes = /\s(?:src|data-main)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;
  return (template.match(/<script\b[^>]*>/g) ?? [])
    .flatMap((tag) => [...tag.matchAll(attributes)].map((match) => match[1] ?? match[2] ?? match[3]))
    .flatMap((urls) => urls.split(/\s+/).filter(Boolean))
    .map((url) => url.replace(/^\//, ''));
}

/** Where a release's files are measured from: any base will do, its files are named relative to it. */
const RELEASE_BASE = 'https://release.invalid/';

/**
 * What a release's `./routes` module loads (remoteModuleFiles): its own files (its entry and the
 * module's chunks, named relative to the release) and the shell's chunks of the platform modules it
 * uses, by `platformModules` (platform-chunks.json's; none when not given).
 */
export function routesModuleFiles(
  manifest: RemoteManifest,
  platformModules: NonNullable<PlatformChunks['platformModules']> = {},
) {
  const files = remoteModuleFiles(manifest, `${RELEASE_BASE}mf-manifest.json`, ROUTES_EXPOSE, platformModules);
  return { own: files.remote.map((url) => url.slice(RELEASE_BASE.length)), shell: files.shell };
}

/**
 * The JavaScript of the first load of a remote's section page (its `./routes`) with `manifest`'s build
 * in it: the shell's loader and entry (its page template's scripts), then what the page's preload
 * hints name (pages/sectionPreloadHints.ts: the federation runtime, the remote module's files and its
 * platform chunks, the footer form's), which the preload-hints browser test proves are all the page loads.
 * The shell's files are read from `shellBuild` and throw when it cannot be read.
 */
export function sectionFirstLoadFiles(
  manifest: RemoteManifest,
  shellBuild: string,
): { shell: string[]; own: string[] } {
  const chunks = JSON.parse(readFileSync(path.join(shellBuild, 'platform-chunks.json'), 'utf8')) as PlatformChunks;
  const files = routesModuleFiles(manifest, chunks.platformModules);
  const shell = [
    ...templateScripts(readFileSync(path.join(shellBuild, 'index.html'), 'utf8')),
    ...(chunks.runtime ?? []),
    ...files.shell,
    ...(chunks.footerForm ?? []),
  ];
  return { shell: [...new Set(shell)], own: files.own };
}
