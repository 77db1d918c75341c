/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_PACKAGE_JSON } from 'site-contract/paths';
import { requiredExposes, runGates, reportLine, type GateContext } from './releaseGates';
import { installedSingletons, SHELL_SHARED_VERSIONS_FILE, shellSingletons } from './installedSingletons';
import { ACCESS_EXPOSES, accessBuild, shellBuild } from 'site-contract/testing';

const KB = 1024;
const fixtures = mkdtempSync(path.join(os.tmpdir(), 'expo-gates-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

const context: GateContext = {
  shellShared: (shareKey) => ({ react: '19.3.0', 'react-dom': '19.3.0' })[shareKey],
  shellBuild: shellBuild(path.join(fixtures, 'small')),
  secrets: ['gelato-secret-key-9f8e7d'],
};

const verdicts = async (upload: ReturnType<typeof accessBuild>, gateContext = context) =>
  Object.fromEntries((await runGates(upload, gateContext)).map((result) => [result.gate, result]));

describe('the gates before a release may go live', () => {
  it('the modules the shell imports from a section: routes, search, its pages and its Home widget', () => {
    expect(requiredExposes('mfe-access')).toEqual(ACCESS_EXPOSES);
    expect(requiredExposes('mfe-shop')).toEqual(
      expect.arrayContaining(['./routes', './search', './MerchandiseSection']),
    );
  });

  it('passes a build that keeps the contract, each with its line in the report', async () => {
    const results = await runGates(accessBuild(), context);
    expect(results.every((result) => result.passed)).toBe(true);
    expect(results.map(reportLine)).toEqual([
      '✓ upload: paths, sizes and both manifests are well formed',
      `✓ contract: exposes ${ACCESS_EXPOSES.join(', ')} in both builds`,
      '✓ singletons: each of its 1 shared singletons is satisfied by the running shell',
      expect.stringMatching(/^✓ size: its code on its section's first load is 0\.\d KB of 30\.0 KB \(gzip\)$/),
      expect.stringMatching(
        /^✓ first load: \/access's first load is 20\d\.\d KB of 238\.5 KB \(gzip\): the running shell's 20\d\.\d KB and its own 0\.\d KB$/,
      ),
      "✓ integrity: its chunk loader loads each chunk with the release's recorded hash",
      '✓ secrets: none of its 6 files holds a secret',
    ]);
  });

  it('refuses a build missing a module the shell imports', async () => {
    const { contract } = await verdicts(
      accessBuild({ exposes: ['./routes', './search', './VenuePage', './PavilionRoutes'] }),
    );
    expect(contract).toMatchObject({ passed: false });
    expect(contract.detail).toBe(
      'does not expose ./AccessibilityPage (browser build), ./PracticalPage (browser build), ./ContactPage (browser build), ./AccessibilityPage (server build), ./PracticalPage (server build), ./ContactPage (server build): the shell imports each of them',
    );
  });

  it("refuses a singleton the running shell's version does not satisfy, or one the shell does not offer", async () => {
    const { singletons } = await verdicts(
      accessBuild({
        shared: [
          { name: 'react', singleton: true, requiredVersion: '^20.0.0' },
          { name: 'left-pad', singleton: true, requiredVersion: '^1.0.0' },
          { name: 'react-dom', singleton: true, requiredVersion: '^19.0.0' },
        ],
      }),
    );
    expect(singletons).toMatchObject({
      passed: false,
      detail:
        "react: needs ^20.0.0, the running shell offers 19.3.0; left-pad: needs the shell's copy, and the shell offers none",
    });
  });

  it("compares the singletons with the versions the running shell's build recorded, not with node_modules", async () => {
    const build = shellBuild(path.join(fixtures, 'older-react'));
    writeFileSync(path.join(build, SHELL_SHARED_VERSIONS_FILE), JSON.stringify({ react: '18.3.1' }));
    // Installed beside the site: a React 19 the build's ^19.2.0 takes.
    expect(installedSingletons(SITE_PACKAGE_JSON)('react')).toMatch(/^19\./);
    const { singletons } = await verdicts(accessBuild(), {
      ...context,
      shellShared: shellSingletons(build, SITE_PACKAGE_JSON),
    });
    expect(singletons).toMatchObject({
      passed: false,
      detail: 'react: needs ^19.2.0, the running shell offers 18.3.1',
    });
  });

  it("refuses a build over the size budget of its section's first load", async () => {
    // Random bytes do not compress: 40 KB of them are 40 KB gzip.
    const noise = randomBytes(40 * 1024);
    const { size } = await verdicts(accessBuild({ routesChunk: noise }));
    expect(size.passed).toBe(false);
    expect(size.detail).toMatch(
      /^its code on its section's first load is \d+\.\d KB of 30\.0 KB \(gzip\): over the budget/,
    );
  });

  it("refuses a build that takes its section page's first load, with the running shell's files, over npm run size's budget", async () => {
    // The shell's files on /access: 100 KB of entry and 120 KB of platform core (its routes consume 'shared').
    const shell = shellBuild(path.join(fixtures, 'large'), { main: 100, core: 120 });
    const routesChunk = randomBytes(20 * KB);
    const over = await verdicts(accessBuild({ routesChunk }), { ...context, shellBuild: shell });
    expect(over.size.passed).toBe(true);
    expect(over['first load']).toMatchObject({ passed: false });
    expect(over['first load'].detail).toMatch(
      /^\/access's first load is 24\d\.\d KB of 238\.5 KB \(gzip\): the running shell's 22\d\.\d KB and its own 20\.\d KB: over npm run size's budget for a section page$/,
    );

    // The same code, consuming a platform module whose chunk is small: the shell's part is what its routes load.
    const within = await verdicts(accessBuild({ routesChunk, routesPlatformModules: ['shared/mui-widgets/tabs'] }), {
      ...context,
      shellBuild: shell,
    });
    expect(within['first load']).toMatchObject({
      passed: true,
      detail: expect.stringMatching(/the running shell's 10\d\.\d KB and its own 20\.\d KB$/),
    });
  });

  it("refuses a build when the running shell's build cannot be read to measure its page", async () => {
    const { 'first load': firstLoad } = await verdicts(accessBuild(), {
      ...context,
      shellBuild: path.join(fixtures, 'no-shell'),
    });
    expect(firstLoad).toMatchObject({ passed: false });
    expect(firstLoad.detail).toMatch(/^the running shell's build could not be read to measure \/access: ENOENT/);
  });

  it('refuses an entry built without the integrity-checking chunk loader', async () => {
    const { integrity } = await verdicts(accessBuild({ entry: 'var mfe_access;' }));
    expect(integrity).toMatchObject({ passed: false });
    expect(integrity.detail).toMatch(/ReleaseIntegrityPlugin/);
  });

  it("refuses a file holding one of the server's API keys or a credential", async () => {
    const { secrets } = await verdicts(
      accessBuild({
        routesChunk: 'const key = "gelato-secret-key-9f8e7d";',
        extraFile: { path: 'notes.txt', bytes: Buffer.from('-----BEGIN RSA PRIVATE KEY-----\nMIIE') },
      }),
    );
    expect(secrets).toMatchObject({
      passed: false,
      detail: "routes.js holds one of the site server's API keys; notes.txt holds a private key",
    });
  });

  it('renders in the sandbox only a release that passed the rest, and reports what the render found', async () => {
    const sandboxRender = jest.fn(async () => ({
      problems: ['its modules start something at module scope: setInterval in __federation_expose_routes.js'],
      pages: 12,
    }));
    const refused = await verdicts(accessBuild({ entry: 'var mfe_access;' }), { ...context, sandboxRender });
    expect(sandboxRender).not.toHaveBeenCalled();
    expect(refused['server render']).toBeUndefined();

    const { 'server render': render } = await verdicts(accessBuild(), { ...context, sandboxRender });
    expect(render).toEqual({
      gate: 'server render',
      passed: false,
      detail: 'its modules start something at module scope: setInterval in __federation_expose_routes.js',
    });
    const passing = await verdicts(accessBuild(), {
      ...context,
      sandboxRender: async () => ({ problems: [], pages: 12 }),
    });
    expect(passing['server render']).toMatchObject({ passed: true, detail: expect.stringContaining('(12 renders)') });
  });
});
