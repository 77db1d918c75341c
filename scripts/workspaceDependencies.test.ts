/** @jest-environment node */
/**
 * Every workspace's package.json lists the packages its code imports (dependencies, devDependencies or
 * peerDependencies), so a package never leans on one that happens to be hoisted from another's list:
 * moved or installed alone, it still has what it imports. Tests and testing helpers are left out: they
 * run from the repository, with the root's test tools.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { REPO_ROOT, readPackageJson, workspaceFolders } from './workspaces';

/** Code files under `folder`, but tests, testing helpers, fixtures, builds and installed packages. */
function codeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (['node_modules', 'dist', 'testing', 'fixtures'].includes(name)) return [];
    if (statSync(file).isDirectory()) return codeFiles(file);
    if (!/\.(tsx?|m?js|cjs)$/.test(name) || /\.(test|ssr|soak)\.tsx?$/.test(name)) return [];
    return [file];
  });
}

/** The bare specifiers a file imports, requires or re-exports (type-only imports too: the typecheck needs them). */
function importedSpecifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\s]+)\1/gm;
  return [...source.matchAll(pattern)].map((match) => match[2]).filter((specifier) => /^[@a-z]/i.test(specifier));
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

it('every workspace lists what its code imports', () => {
  const builtins = new Set(builtinModules);
  const unlisted: string[] = [];
  for (const folder of workspaceFolders()) {
    const manifest = readPackageJson(folder);
    const listed = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    for (const file of codeFiles(path.join(REPO_ROOT, folder)))
      for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (specifier.startsWith('node:') || builtins.has(name) || listed.has(name)) continue;
        unlisted.push(`${folder}/package.json lacks ${name} (${path.relative(REPO_ROOT, file)})`);
      }
  }
  expect([...new Set(unlisted)]).toEqual([]);
});

it('finds imports of every form, and only bare ones', () => {
  expect(
    importedSpecifiers(
      [
        "import a from 'valibot';",
        "import type { X } from '@emotion/cache';",
        "export { y } from 'shared/site';",
        "const z = require('webpack');",
        "const w = await import('react-dom/server');",
        "import './local';",
        "import 'zustand/middleware';",
        "const pattern = /from '\\.\\/(src)/;",
      ].join('\n'),
    ).map(packageOf),
  ).toEqual(['valibot', '@emotion/cache', 'shared', 'webpack', 'react-dom', 'zustand']);
});
