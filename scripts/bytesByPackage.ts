/**
 * What a page's JavaScript is made of: each built file's bytes attributed, through its source map, to
 * the package (or the site's own folder) they were built from, then gzipped per package as one text.
 * Pure: files in, figures out, so `npm run size:packages` and its unit test share it.
 */
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** What a budget discussion needs to tell apart: what the site cannot leave out while it keeps its stack, and what is its own. */
export const CATEGORIES = [
  'React DOM and React',
  'MUI and emotion',
  'Module Federation runtime',
  'React Router',
  'other libraries',
  'shell and shared',
  "the section's remote",
  'webpack runtime',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** webpack's own code (its runtime, module wrappers, a chunk of re-exports): a package name and a category alike. */
const WEBPACK_GLUE: Category = 'webpack runtime';

/**
 * The package a source was built from (`@mui/material`, `react-dom`), or the site's own folder it is in
 * (`shell/layout`, `shared/ui`, `mfe-explore/content`). webpack names sources `webpack://<build>/<path
 * from the package's folder>`, the build being the package's unique name (`shell`, `mfe_explore`).
 */
export function packageOf(source: string): string {
  const [, build = '', path = ''] = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source) ?? [];
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (dependency) return dependency[1];
  const folder = (name: string) => name.replace(/\.[jt]sx?$/, '');
  // A source map consumer resolves `../shared/src/…` to `shared/src/…` and `./src/…` to `src/…`.
  const sibling = /^(?:\.\.\/)?(shell|shared|mfe-[a-z]+)\/src\/([^/]+)/.exec(path);
  if (sibling) return `${sibling[1]}/${folder(sibling[2])}`;
  const own = /^(?:\.\/)?src\/([^/]+)/.exec(path);
  if (own) return `${build.replace('_', '-')}/${folder(own[1])}`;
  return WEBPACK_GLUE;
}

const CATEGORY_OF: Array<[RegExp, Category]> = [
  [/^(react|react-dom|scheduler)$/, 'React DOM and React'],
  [
    /^(@mui\/|@emotion\/|stylis$|hoist-non-react-statics$|react-is$|react-transition-group$|clsx$|prop-types$|@babel\/runtime$)/,
    'MUI and emotion',
  ],
  [/^@module-federation\//, 'Module Federation runtime'],
  [/^react-router/, 'React Router'],
  [/^(shell|shared)\//, 'shell and shared'],
  [/^mfe-[a-z]+\//, "the section's remote"],
  [/^webpack runtime$/, WEBPACK_GLUE],
];

export function categoryOf(packageName: string): Category {
  return CATEGORY_OF.find(([pattern]) => pattern.test(packageName))?.[1] ?? 'other libraries';
}

export interface BuiltFile {
  code: string;
  /** The file's source map (a `hidden-source-map` build's `.map`); webpack writes none for a chunk of only its own glue (re-exports). */
  map?: RawSourceMap;
}

/** Gzip bytes (-9) per package across the files, largest first. A package's pieces from several files are gzipped together, as one text. */
export function bytesByPackage(
  files: readonly BuiltFile[],
): Array<{ name: string; category: Category; bytes: number }> {
  const pieces = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    const list = pieces.get(name);
    if (list) list.push(text);
    else pieces.set(name, [text]);
  };
  for (const file of files) {
    if (!file.map) {
      add(WEBPACK_GLUE, file.code);
      continue;
    }
    const lines = file.code.split('\n');
    const mappings: Array<{ line: number; column: number; source: string }> = [];
    new SourceMapConsumer(file.map).eachMapping((mapping) =>
      mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source ?? '' }),
    );
    mappings.sort((a, b) => a.line - b.line || a.column - b.column);
    mappings.forEach((mapping, index) => {
      const next = mappings[index + 1];
      const text = lines[mapping.line - 1] ?? '';
      const end = next && next.line === mapping.line ? next.column : text.length;
      add(packageOf(mapping.source), text.slice(mapping.column, end));
    });
  }
  return [...pieces]
    .map(([name, texts]) => ({
      name,
      category: categoryOf(name),
      bytes: gzipSync(texts.join(''), { level: 9 }).length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** The same figures summed per category, in CATEGORIES' order. */
export function bytesByCategory(
  packages: ReadonlyArray<{ category: Category; bytes: number }>,
): Record<Category, number> {
  const totals = Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>;
  for (const { category, bytes } of packages) totals[category] += bytes;
  return totals;
}
