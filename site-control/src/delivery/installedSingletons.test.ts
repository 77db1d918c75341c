/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_PACKAGE_JSON } from 'site-contract/paths';
import { installedSingletons, SHELL_SHARED_VERSIONS_FILE, shellSingletons } from './installedSingletons';

const installed = installedSingletons(SITE_PACKAGE_JSON);
const shellBuild = mkdtempSync(path.join(os.tmpdir(), 'expo-shell-build-'));
afterAll(() => rmSync(shellBuild, { recursive: true, force: true }));

describe('the versions the running shell offers its singletons at', () => {
  it('are the ones its build recorded, where they differ from the installed ones', () => {
    // A shell built before the install changed: its record, not node_modules, is what browsers run.
    const built = { react: '18.3.1', 'react/jsx-runtime': '18.3.1', 'shared/mui': '2.6.0' };
    expect(installed('react')).not.toBe(built.react);
    expect(installed('shared/mui')).not.toBe(built['shared/mui']);
    writeFileSync(path.join(shellBuild, SHELL_SHARED_VERSIONS_FILE), JSON.stringify(built));
    const offered = shellSingletons(shellBuild, SITE_PACKAGE_JSON);
    expect(offered('react')).toBe(built.react);
    expect(offered('react/jsx-runtime')).toBe(built.react);
    expect(offered('shared/mui')).toBe(built['shared/mui']);
    // Nothing recorded for react-dom: the installed version.
    expect(offered('react-dom/client')).toBe(installed('react-dom'));
    expect(offered('left-pad')).toBeUndefined();
  });

  it('are the installed ones for a build without the record', () => {
    rmSync(path.join(shellBuild, SHELL_SHARED_VERSIONS_FILE), { force: true });
    const offered = shellSingletons(shellBuild, SITE_PACKAGE_JSON);
    expect(offered('react')).toBe(installed('react'));
    expect(offered('react')).toMatch(/^\d+\.\d+\.\d+/);
  });
});
