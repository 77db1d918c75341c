import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The package a share key belongs to: 'react-dom/client' → 'react-dom', '@emotion/react' → '@emotion/react', 'shared/mui' → 'shared'. */
export const packageOfShareKey = (shareKey: string) =>
  shareKey
    .split('/')
    .slice(0, shareKey.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The version of a shared singleton's package installed beside the site (`packageJson`): what the
 * shell was built from unless the install changed since its build (shellSingletons prefers the
 * build's own record). Undefined for a package that is not installed, which the shell cannot offer.
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

/** The shell build's record of what it offers: share key → version (shared/build/sharedVersions.js). */
export const SHELL_SHARED_VERSIONS_FILE = 'shared-versions.json';

/** The versions a shell build recorded for its shared singletons, by share key (none for a build without the record). */
function recordedVersions(shellBuild: string): Map<string, string> {
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(path.join(shellBuild, SHELL_SHARED_VERSIONS_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  if (typeof record !== 'object' || record === null) return new Map();
  return new Map(
    Object.entries(record).flatMap(([shareKey, version]) =>
      typeof version === 'string' && version ? [[shareKey, version] as const] : [],
    ),
  );
}

/**
 * The version the running shell offers a shared singleton at: the one its build recorded (`shellBuild`),
 * since that is the code visitors' browsers run; the installed one (installedSingletons) only for a
 * build without the record. Read once per call, so each publish sees the shell that is deployed then.
 */
export function shellSingletons(shellBuild: string, packageJson: string): (shareKey: string) => string | undefined {
  const recorded = recordedVersions(shellBuild);
  const installed = installedSingletons(packageJson);
  return (shareKey) => recorded.get(shareKey) ?? installed(shareKey);
}
