/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { SourceMapGenerator } from 'source-map-js';
import { bytesByCategory, bytesByPackage, categoryOf, packageOf, type BuiltFile } from './bytesByPackage';

/** A built file whose pieces come from the given sources, each piece on its own columns of one line. */
function builtFile(pieces: Array<[source: string, code: string]>): BuiltFile {
  const map = new SourceMapGenerator({ file: 'built.js' });
  let column = 0;
  for (const [source, code] of pieces) {
    map.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
    column += code.length;
  }
  return { code: pieces.map(([, code]) => code).join(''), map: map.toJSON() };
}

describe('bytes by package', () => {
  it('names the package or the site folder a webpack source came from', () => {
    expect(packageOf('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('webpack://shell/../node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(packageOf('webpack://shell/./src/layout/Header.tsx')).toBe('shell/layout');
    expect(packageOf('webpack://shell/./src/App.tsx')).toBe('shell/App');
    expect(packageOf('webpack://shell/../shared/src/ui/FormField.tsx')).toBe('shared/ui');
    expect(packageOf('webpack://shell/shared/src/ui/FormField.tsx')).toBe('shared/ui');
    expect(packageOf('webpack://shell/src/layout/Header.tsx')).toBe('shell/layout');
    expect(packageOf('webpack://mfe_explore/./src/content/articles.ts')).toBe('mfe-explore/content');
    expect(packageOf('webpack://mfe_explore/webpack/runtime/sharing')).toBe('webpack runtime');
    expect(packageOf('webpack://mfe_explore/external global "_FEDERATION_RUNTIME_CORE"')).toBe('webpack runtime');
  });

  it('puts each package in the category a budget discussion needs', () => {
    expect(categoryOf('react-dom')).toBe('React DOM and React');
    expect(categoryOf('scheduler')).toBe('React DOM and React');
    expect(categoryOf('@emotion/cache')).toBe('MUI and emotion');
    expect(categoryOf('stylis')).toBe('MUI and emotion');
    expect(categoryOf('@module-federation/runtime-core')).toBe('Module Federation runtime');
    expect(categoryOf('react-router')).toBe('React Router');
    expect(categoryOf('@tanstack/query-core')).toBe('other libraries');
    expect(categoryOf('shared/ui')).toBe('shell and shared');
    expect(categoryOf('mfe-shop/pages')).toBe("the section's remote");
  });

  it("gzips each package's pieces from every file together and sums them per category; a file without a map is webpack's glue", () => {
    const reactCode = 'function reactDomWork(){return "a lot of rendering work"}'.repeat(40);
    const headerCode = 'const header="Expo Guide header";';
    const files = [
      builtFile([
        ['webpack://shell/../node_modules/react-dom/cjs/client.js', reactCode],
        ['webpack://shell/./src/layout/Header.tsx', headerCode],
      ]),
      builtFile([['webpack://mfe_explore/./src/content/articles.ts', 'export const ARTICLES=[];']]),
      { code: 'self.webpackChunkshell.push([[302],{}]);' },
    ];
    const packages = bytesByPackage(files);
    const bytesOf = (name: string) => packages.find((row) => row.name === name)?.bytes;
    expect(packages.map((row) => row.name).sort()).toEqual([
      'mfe-explore/content',
      'react-dom',
      'shell/layout',
      'webpack runtime',
    ]);
    expect(packages[0]).toEqual({
      name: 'react-dom',
      category: 'React DOM and React',
      bytes: gzipSync(reactCode, { level: 9 }).length,
    });
    expect(bytesOf('shell/layout')).toBe(gzipSync(headerCode, { level: 9 }).length);
    const totals = bytesByCategory(packages);
    expect(totals['React DOM and React']).toBe(bytesOf('react-dom'));
    expect(totals["the section's remote"]).toBe(bytesOf('mfe-explore/content'));
    expect(totals['webpack runtime']).toBe(gzipSync('self.webpackChunkshell.push([[302],{}]);', { level: 9 }).length);
    expect(totals['MUI and emotion']).toBe(0);
  });
});
