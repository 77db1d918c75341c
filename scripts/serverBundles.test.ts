/** @jest-environment node */
import { build } from 'esbuild';
import { BUNDLES } from './serverBundles';

/** Bundles `contents` as the render process's bundle is made, runs it and gives its exports. */
async function renderBundleOf(contents: string) {
  const { outputFiles } = await build({
    ...BUNDLES.renderWorker,
    entryPoints: undefined,
    outfile: undefined,
    minify: false,
    write: false,
    stdin: { contents, resolveDir: __dirname, loader: 'ts' },
  });
  const text = outputFiles[0].text;
  const module = { exports: {} as Record<string, Record<string, unknown>> };
  new Function('module', 'exports', 'require', text)(module, module.exports, require);
  return { text, exports: module.exports };
}

describe('the render process’s bundle', () => {
  it('gives ES modules React’s own exports as constants, not getters, and CommonJS code React itself', async () => {
    const { text, exports } = await renderBundleOf(`
      import React, { useState, createElement } from 'react';
      import * as ReactNamespace from 'react';
      import { jsx, Fragment } from 'react/jsx-runtime';
      export const imported = { defaultExport: React, useState, createElement, namespaceUseState: ReactNamespace.useState, jsx, Fragment };
      export const required = { react: require('react'), jsxRuntime: require('react/jsx-runtime') };
    `);
    const { imported, required } = exports;
    const react = required.react as Record<string, unknown>;
    const jsxRuntime = required.jsxRuntime as Record<string, unknown>;
    expect(typeof imported.useState).toBe('function');
    expect(imported.defaultExport).toBe(react);
    expect(imported.useState).toBe(react.useState);
    expect(imported.namespaceUseState).toBe(react.useState);
    expect(imported.createElement).toBe(react.createElement);
    expect(imported.jsx).toBe(jsxRuntime.jsx);
    expect(imported.Fragment).toBe(jsxRuntime.Fragment);
    // The interop that reads every export through a getter is not used for React.
    expect(text).not.toMatch(/__toESM\(require_react\(\)/);
    expect(text).not.toMatch(/__toESM\(require_jsx_runtime\(\)/);
  });

  it('has emotion’s serializer name styles with the remembered hash (render/memoizedStyleHash.ts)', async () => {
    const { text } = await renderBundleOf("export { serializeStyles } from '@emotion/serialize';");
    expect(text).toContain('function memoizedStyleHash(');
    expect(text).toMatch(/memoizedStyleHash\(styles\)/);
  });
});
