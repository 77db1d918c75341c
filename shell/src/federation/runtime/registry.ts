import * as v from 'valibot';
import { RegistryEntrySchema, type RemoteRegistry } from 'shared/site';

export type { RemoteRegistry };

export const REGISTRY_URL = '/remotes.json';

/**
 * Keeps the well-formed entries of a registry document and resolves relative URLs against `base`.
 * A bad entry is reported and dropped; it never stops the others from registering.
 */
export function parseRegistry(document: unknown, base: string): RemoteRegistry {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    console.error('[federation] the remote registry is not a JSON object; no section can load');
    return {};
  }
  const registry: RemoteRegistry = {};
  for (const [name, url] of Object.entries(document)) {
    if (!v.is(RegistryEntrySchema, { name, url })) {
      console.error(`[federation] ignoring malformed registry entry "${name}"`);
      continue;
    }
    try {
      const resolved = new URL(url, base);
      if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') throw new Error(resolved.protocol);
      registry[name] = resolved.href;
    } catch {
      console.error(`[federation] ignoring registry entry "${name}": "${url}" is not an http(s) URL`);
    }
  }
  return registry;
}

/** Fetches the registry; on any failure the site still starts, with every section unavailable. */
export async function loadRegistry(url = REGISTRY_URL, base = location.href): Promise<RemoteRegistry> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRegistry(await response.json(), base);
  } catch (error) {
    console.error(`[federation] could not load the remote registry from ${url}`, error);
    return {};
  }
}
