/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { PlatformImportsPlugin } from './platformImports';

/** Builds one small entry with the plugin, as every package's build does; returns its errors. */
function build(source: string): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-imports-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  fs.writeFileSync(path.join(dir, 'local.js'), 'export const local = 1;\n');
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new PlatformImportsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      resolve(stats.toJson({ all: false, errors: true }).errors!.map((e) => e.message));
    }),
  );
}

describe('PlatformImportsPlugin', () => {
  it.each([
    ["import { Button } from '@mui/material';", "'shared/mui'"],
    ["import Button from '@mui/material/Button';", "'shared/mui'"],
    ["import { styled } from '@mui/system';", "'shared/mui'"],
    ["import { Link } from 'react-router-dom';", "'shared/router'"],
    ["import { Link } from 'react-router';", "'shared/router'"],
    ["import { useQuery } from '@tanstack/react-query';", "'shared/query'"],
    ["import { Tabs } from 'shared/mui-widgets';", "the widget's own module, such as 'shared/mui-widgets/tabs'"],
  ])('refuses %s and names the module to use instead', async (source, use) => {
    const errors = await build(source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`import it from ${use}`);
  });

  it('lets everything else through', async () => {
    expect(await build("import { local } from './local';\nconsole.log(local);\n")).toEqual([]);
  });
});
