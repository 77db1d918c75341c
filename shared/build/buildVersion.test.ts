/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildVersionOf, versionedManifestFile } from './buildVersion';

/** A remote's package folder with a package.json and two source files. */
function fakeRemote(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-version-'));
  fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mfe-fake', version: '1.0.0' }));
  fs.writeFileSync(path.join(dir, 'src', 'pages', 'Page.tsx'), 'export const Page = () => null;\n');
  fs.writeFileSync(path.join(dir, 'src', 'index.ts'), "export * from './pages/Page';\n");
  return dir;
}

const noEnv = { env: {}, sharedVersion: '2.4.0' };

describe('buildVersionOf', () => {
  it('is 12 hex digits, the same for the same sources', () => {
    const dir = fakeRemote();
    const version = buildVersionOf(dir, noEnv);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersionOf(dir, noEnv)).toBe(version);
    // The same files in another folder (another checkout): the same version.
    const copy = fakeRemote();
    expect(buildVersionOf(copy, noEnv)).toBe(version);
  });

  it('changes when a source file changes, is added or is renamed', () => {
    const dir = fakeRemote();
    const before = buildVersionOf(dir, noEnv);
    fs.writeFileSync(path.join(dir, 'src', 'pages', 'Page.tsx'), 'export const Page = () => "changed";\n');
    const changed = buildVersionOf(dir, noEnv);
    expect(changed).not.toBe(before);
    fs.writeFileSync(path.join(dir, 'src', 'pages', 'Other.tsx'), 'export {};\n');
    const added = buildVersionOf(dir, noEnv);
    expect(added).not.toBe(changed);
    fs.renameSync(path.join(dir, 'src', 'pages', 'Other.tsx'), path.join(dir, 'src', 'pages', 'Renamed.tsx'));
    expect(buildVersionOf(dir, noEnv)).not.toBe(added);
  });

  it("changes with the package's package.json and with the platform package's version", () => {
    const dir = fakeRemote();
    const before = buildVersionOf(dir, noEnv);
    expect(buildVersionOf(dir, { ...noEnv, sharedVersion: '2.5.0' })).not.toBe(before);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mfe-fake', version: '1.0.1' }));
    expect(buildVersionOf(dir, noEnv)).not.toBe(before);
  });

  it('is MF_BUILD_VERSION when that is set', () => {
    expect(buildVersionOf(fakeRemote(), { env: { MF_BUILD_VERSION: 'abc1234' } })).toBe('abc1234');
  });

  it('names the versioned manifest copy', () => {
    expect(versionedManifestFile('0123456789ab')).toBe('mf-manifest.0123456789ab.json');
  });
});
