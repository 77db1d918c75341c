import * as v from 'valibot';

/**
 * One entry of the remote registry (remotes.json: a remote's federation name → the URL of its
 * mf-manifest.json), as `{ name, url }`. The site server and the shell's client both check entries
 * with it; what a URL may point at is each reader's own rule (the server: an absolute http(s) URL
 * or a path on this server; the client: an http(s) URL once resolved against the page).
 */
export const RegistryEntrySchema = v.object({
  /** An identifier, as Module Federation names a container. */
  name: v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/)),
  url: v.string(),
});

export type RegistryEntry = v.InferOutput<typeof RegistryEntrySchema>;

/** The remote registry: each remote's federation name → the URL of its mf-manifest.json. */
export type RemoteRegistry = Record<string, string>;
