import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildFolder } from 'site-contract/paths';
import {
  LOCALE_INFO,
  localeOfPath,
  sectionForPath,
  HOME_WIDGETS,
  infoPagePathOf,
  type PagePreload as Preload,
  type RemoteManifest,
} from 'shared/site';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import { remoteModuleFiles, type PlatformChunks } from 'site-contract/releases/remoteModuleFiles';

/** Parsed build files, reused while a file keeps its modification time and size (a deploy rewrites it). */
const parsedFiles = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

function readJson<T>(file: string): T | undefined {
  try {
    const { mtimeMs, size } = statSync(file);
    const cached = parsedFiles.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value as T;
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    parsedFiles.set(file, { mtimeMs, size, value });
    return value;
  } catch {
    parsedFiles.delete(file);
    return undefined; // not built, or not readable: fewer hints, never a failed page
  }
}

const platformChunksOf = (repoRoot: string) =>
  readJson<PlatformChunks>(path.join(buildFolder('shell', repoRoot), 'platform-chunks.json')) ?? {};

/** '/mfe-housing/mf-manifest.json' → <repo>/mfe-housing/dist/mf-manifest.json; undefined for another origin. */
function localFileFor(url: string, repoRoot: string) {
  const match = /^\/(mfe-[a-z]+)\/(.+)$/.exec(url);
  return match ? path.join(buildFolder(match[1], repoRoot), match[2]) : undefined;
}

/**
 * The files rendering one remote module loads one after another once the shell has started: the
 * shell's federation runtime chunks, the remote's manifest, its remoteEntry.js and the exposed
 * module's chunks, and the shell's chunks of the platform modules that module uses
 * (shared/build/sectionPreload.js). Read at request time from what is deployed now, so a
 * redeployed remote gets the right hints with no shell rebuild. A remote on another origin gets a
 * hint for its manifest only (not read from here).
 */
function remoteModulePreloads(
  remote: string,
  expose: string,
  registry: RemoteRegistry,
  repoRoot: string,
  shellChunks: PlatformChunks,
): Preload[] {
  // `registry`: where the page's browser loads each remote from (the builds it pins, else the registry's).
  const manifestUrl = registry[remote];
  if (!manifestUrl) return [];
  const { runtime = [], platformModules: platformChunks = {} } = shellChunks;
  // No /remotes.json: the server-rendered page carries the registry.
  const preloads: Preload[] = [
    ...runtime.map((file): Preload => ({ href: `/${file}`, as: 'script' })),
    { href: manifestUrl, as: 'fetch' },
  ];
  const manifestFile = localFileFor(manifestUrl, repoRoot);
  const manifest = manifestFile && readJson<RemoteManifest>(manifestFile);
  if (!manifest) return preloads;
  const files = remoteModuleFiles(manifest, manifestUrl, expose, platformChunks);
  for (const file of files.remote) preloads.push({ href: file, as: 'script' });
  for (const file of files.shell) preloads.push({ href: `/${file}`, as: 'script' });
  return preloads;
}

/** A section page's preloads: its remote's routes module. `shellChunks`: the shell's platform-chunks.json, when the caller has read it already. */
export function sectionPreloads(
  pageUrl: string,
  registry: RemoteRegistry,
  repoRoot: string,
  shellChunks: PlatformChunks = platformChunksOf(repoRoot),
): Preload[] {
  // A page in any language: /ar/access is Access's page as /access is.
  const section = sectionForPath(localeOfPath(pageUrl).path);
  return section ? remoteModulePreloads(section.remote, section.expose, registry, repoRoot, shellChunks) : [];
}

/**
 * Home's section widgets: in the server's HTML from the start, their code is only fetched once the
 * page is idle (`idle`: the loader prefetches them then, and nothing runs them), and runs when the
 * visitor nears or reaches for a widget (federation/hydration/DeferredWidget.tsx). Each file once.
 */
function homeWidgetPrefetches(registry: RemoteRegistry, repoRoot: string, shellChunks: PlatformChunks): Preload[] {
  const all = HOME_WIDGETS.flatMap(({ remote, expose }) =>
    remoteModulePreloads(remote, expose, registry, repoRoot, shellChunks),
  );
  return uniqueByHref(all).map((preload) => ({ ...preload, idle: true as const }));
}

/**
 * Everything a page's hydration loads after the shell's entry: a right-to-left page's style cache
 * (an Arabic page, Home included) and an info page's chunk, then its section's files, and on any page
 * but Home the footer form's (Footer.tsx hydrates it once idle); to fetch once idle, Home's widgets'
 * files and the footer form's (which a navigation from Home needs). Each file once.
 */
export function pagePreloads(pageUrl: string, registry: RemoteRegistry, repoRoot: string): Preload[] {
  const { locale, path: pagePath } = localeOfPath(pageUrl.split('?')[0]);
  const shellChunks = platformChunksOf(repoRoot);
  const rightToLeft = LOCALE_INFO[locale].dir === 'rtl' ? (shellChunks.rightToLeft ?? []) : [];
  const infoPage = infoPagePathOf(pagePath) ? (shellChunks.infoPage ?? []) : [];
  const shellFiles = [...new Set([...rightToLeft, ...infoPage])].map((file): Preload => ({
    href: `/${file}`,
    as: 'script',
  }));
  const onHome = pagePath === '/';
  const footerForm = (shellChunks.footerForm ?? []).map((file): Preload => ({ href: `/${file}`, as: 'script' }));
  const first = uniqueByHref([
    ...shellFiles,
    ...sectionPreloads(pageUrl, registry, repoRoot, shellChunks),
    ...(onHome ? [] : footerForm),
  ]);
  const idle = onHome
    ? [
        ...homeWidgetPrefetches(registry, repoRoot, shellChunks),
        ...footerForm.map((file) => ({ ...file, idle: true as const })),
      ]
    : [];
  const hinted = new Set(first.map(({ href }) => href));
  return [...first, ...uniqueByHref(idle).filter(({ href }) => !hinted.has(href))];
}

/** Each file once, where it first appears. */
function uniqueByHref(preloads: Preload[]): Preload[] {
  const seen = new Set<string>();
  return preloads.filter(({ href }) => !seen.has(href) && seen.add(href));
}
