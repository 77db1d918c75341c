import { createRequire } from 'node:module';

/** The package a share key belongs to: 'react-dom/client' → 'react-dom', '@emotion/react' → '@emotion/react', 'shared/mui' → 'shared'. */
export const packageOfShareKey = (shareKey: string) =>
  shareKey
    .split('/')
    .slice(0, shareKey.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The version the running shell offers a shared singleton at: the version of its package installed
 * beside the site (`packageJson`), which the shell is built from and the server renders with.
 * Undefined for a package that is not installed, which the shell cannot offer.
 */
export function installedSingletons(packageJson: string): (shareKey: string) => string | undefined {
  const requireFromSite = createRequire(packageJson);
  const versions = new Map<string, string | undefined>();
  return (shareKey) => {
    const name = packageOfShareKey(shareKey);
    if (!versions.has(name)) {
      try {
        versions.set(name, (requireFromSite(`${name}/package.json`) as { version: string }).version);
      } catch {
        versions.set(name, undefined);
      }
    }
    return versions.get(name);
  };
}
