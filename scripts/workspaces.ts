import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..');

interface PackageJson {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export const readPackageJson = (folder: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')) as PackageJson;

/** The workspace folders the root package.json names ("shared", "shell", "mfe-*"). */
export function workspaceFolders(): string[] {
  return (readPackageJson('.').workspaces ?? []).flatMap((pattern) =>
    pattern.endsWith('*')
      ? readdirSync(REPO_ROOT).filter(
          (dir) => dir.startsWith(pattern.slice(0, -1)) && existsSync(path.join(REPO_ROOT, dir, 'package.json')),
        )
      : [pattern],
  );
}
