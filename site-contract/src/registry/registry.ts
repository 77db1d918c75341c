import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import {
  RegistryEntrySchema,
  type RemoteRegistry,
  defaultRegistry,
  releaseManifestUrl,
  sectionNamed,
} from 'shared/site';
import type { RegistryRevision } from './revisionStore';

// On the server an entry's URL is absolute, or a path on this server.
export type { RemoteRegistry };

/**
 * By default every section's remote is served from this server (`/mfe-housing/mf-manifest.json`, from
 * the sections table). REMOTES_REGISTRY_FILE replaces that with a registry file; REMOTES_REGISTRY
 * (inline JSON) is merged over either, so only the remotes it names move. Either way a remote can
 * be pointed at another URL or origin without rebuilding anything.
 */
export function loadRegistry(env: NodeJS.ProcessEnv = process.env): RemoteRegistry {
  const file = env.REMOTES_REGISTRY_FILE && path.resolve(env.REMOTES_REGISTRY_FILE);
  const base = file ? validateRegistry(JSON.parse(readFileSync(file, 'utf8')), file) : defaultRegistry();
  if (!env.REMOTES_REGISTRY) return base;
  return { ...base, ...validateRegistry(JSON.parse(env.REMOTES_REGISTRY), 'REMOTES_REGISTRY') };
}

/** A registry entry this server accepts: its URL absolute http(s), or a path on this server. */
const ServedRegistryEntrySchema = v.pipe(
  RegistryEntrySchema,
  v.forward(
    v.check(({ url }) => url.startsWith('/') || /^https?:\/\//.test(url)),
    ['url'],
  ),
);

/** The registry document itself: a JSON object (a list is not one), whose entries are checked one by one. */
const RegistryDocumentSchema = v.custom<Record<string, unknown>>(
  (document) => typeof document === 'object' && document !== null && !Array.isArray(document),
);

export function validateRegistry(document: unknown, source: string): RemoteRegistry {
  if (!v.is(RegistryDocumentSchema, document)) {
    throw new Error(`${source}: the remote registry must be a JSON object of name → manifest URL`);
  }
  const entries = Object.entries(document).map(([name, url]) => {
    const entry = v.safeParse(ServedRegistryEntrySchema, { name, url }, { abortEarly: true });
    if (entry.success) return [entry.output.name, entry.output.url];
    if (entry.issues[0].path?.[0]?.key === 'name') throw new Error(`${source}: "${name}" is not a valid remote name`);
    throw new Error(`${source}: the URL of ${name} must be an absolute http(s) URL or a path starting with /`);
  });
  return Object.fromEntries(entries);
}

/** Origins other than our own that the registry points at: what the CSP must allow, and nothing more. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = Object.values(registry)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)].sort();
}

/** Packages whose files this server hosts: those the registry serves from here, as /<package>/... */
export function locallyServedPackages(registry: RemoteRegistry): string[] {
  return Object.values(registry)
    .filter((url) => url.startsWith('/'))
    .map((url) => url.split('/')[1])
    .filter((pkg): pkg is string => Boolean(pkg) && /^mfe-[a-z]+$/.test(pkg));
}

/**
 * The registry visitors get: the seed (REMOTES_REGISTRY, REMOTES_REGISTRY_FILE or the default), with
 * every remote the revision names at its live release. A paused remote is left out: the browser and
 * the server render then show its section as temporarily unavailable, and the rest of the site works.
 */
export function registryOf(seed: RemoteRegistry, revision: RegistryRevision | undefined): RemoteRegistry {
  const registry: RemoteRegistry = { ...seed };
  for (const [name, live] of Object.entries(revision?.remotes ?? {})) {
    const section = sectionNamed(name);
    if (!section) continue;
    if (live.paused) delete registry[name];
    else registry[name] = releaseManifestUrl(section.package, live.release);
  }
  return registry;
}
