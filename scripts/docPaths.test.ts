/** @jest-environment node */
/**
 * Every path the README and docs/ name is there: a file or folder of the repository, or an entry point
 * a workspace exports (`shared/site`, `site-server/testing`), so the docs cannot keep describing files
 * that moved. Left out: the performance log (a history: its paths are as they were on its days),
 * build output (`dist/`, there only after a build) and patterns (`*`, `<remote>`, `…`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');
const HISTORY = 'docs/performance-log.md';

/** The repository's top-level names: a backticked word starting with one of them and a slash is a path. */
const TOP_LEVEL = new Set(
  readdirSync(REPO_ROOT).filter(
    (name) => (!name.startsWith('.') || name === '.ci') && !['node_modules', 'test-results'].includes(name),
  ),
);

/** The docs checked: the README and every page of docs/ but the history. */
const DOCS = [
  'README.md',
  ...readdirSync(path.join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .filter((file) => file !== HISTORY),
];

/** Whether `specifier` (`shared/site`) is an entry point its workspace's package.json exports. */
function isExportedEntry(specifier: string): boolean {
  const [workspace, ...rest] = specifier.split('/');
  const manifest = path.join(REPO_ROOT, workspace, 'package.json');
  if (!existsSync(manifest)) return false;
  const entry = `./${rest.join('/')}`;
  const exported = Object.keys((JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: object }).exports ?? {});
  return exported.some((name) => name === entry || (name.endsWith('/*') && entry.startsWith(name.slice(0, -1))));
}

/** The repository paths a Markdown text names in code spans, with `:line` and `#anchor` taken off. */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map(([, span]) => span.replace(/[:#].*$/, '').replace(/[),.;]+$/, ''))
    .filter((named) => named.includes('/') && TOP_LEVEL.has(named.split('/')[0]))
    .filter((named) => !/[*{}<>]|…|\.\.\.|(^|\/)dist(\/|$)/.test(named));
}

it('every path the docs name exists', () => {
  const missing = DOCS.flatMap((doc) =>
    namedPaths(readFileSync(path.join(REPO_ROOT, doc), 'utf8'))
      .filter((named) => !existsSync(path.join(REPO_ROOT, named)) && !isExportedEntry(named))
      .map((named) => `${doc}: ${named}`),
  );
  expect([...new Set(missing)]).toEqual([]);
});

it('every relative link of the docs leads to a file that exists', () => {
  const broken = DOCS.flatMap((doc) =>
    [...readFileSync(path.join(REPO_ROOT, doc), 'utf8').matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/i.test(target))
      .filter((target) => !existsSync(path.resolve(REPO_ROOT, path.dirname(doc), target)))
      .map((target) => `${doc}: ${target}`),
  );
  expect(broken).toEqual([]);
});

it('finds the paths a page names, and leaves patterns and build output alone', () => {
  expect(
    namedPaths(
      'See `site-control/src/rollout/judge.ts:40`, `docs/testing.md#deadlines`, `shared/site`, ' +
        '`site-server/src/**/*.ssr.ts`, `mfe-<section>/src`, `shell/dist/index.html`, `npm test` and `a/b`.',
    ),
  ).toEqual(['site-control/src/rollout/judge.ts', 'docs/testing.md', 'shared/site']);
});
