/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { RELEASE_INTEGRITY_GLOBAL } from 'shared/site';
import { requiredExposes, runGates, reportLine, type GateContext } from './releaseGates';
import { checkUpload, type UploadedFile } from './uploadCheck';

const ACCESS_EXPOSES = ['./routes', './search', './VenuePage', './AccessibilityPage', './ContactPage'];

/** A build of mfe-access as its dist/ would hold it, with what a test changes. */
function accessBuild({
  exposes = ACCESS_EXPOSES,
  shared = [{ name: 'react', singleton: true, requiredVersion: '^19.2.0' }] as object[],
  entry = `var mfe_access; /* chunk loader */ globalThis.${RELEASE_INTEGRITY_GLOBAL};`,
  routesChunk = 'export {};',
  extraFile,
}: {
  exposes?: string[];
  shared?: object[];
  entry?: string;
  routesChunk?: string | Buffer;
  extraFile?: UploadedFile;
} = {}) {
  const manifest = (chunk: string) =>
    JSON.stringify({
      id: 'mfe_access',
      name: 'mfe_access',
      metaData: {
        name: 'mfe_access',
        buildInfo: { buildVersion: 'a1' },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      exposes: exposes.map((expose) => ({
        path: expose,
        assets: { js: { sync: expose === './routes' ? [chunk] : [], async: [] }, css: { sync: [], async: [] } },
      })),
      shared,
    });
  const file = (filePath: string, content: string | Buffer) => ({ path: filePath, bytes: Buffer.from(content) });
  const files = [
    file('mf-manifest.json', manifest('routes.js')),
    file('remoteEntry.js', entry),
    file('routes.js', routesChunk),
    file('server/mf-manifest.json', manifest('routes.js')),
    file('server/remoteEntry.js', 'module.exports = {};'),
    file('server/routes.js', 'module.exports = {};'),
  ];
  return checkUpload('mfe-access', extraFile ? [...files, extraFile] : files);
}

const context: GateContext = {
  shellShared: (shareKey) => ({ react: '19.3.0', 'react-dom': '19.3.0' })[shareKey],
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
      "✓ integrity: its chunk loader loads each chunk with the release's recorded hash",
      '✓ secrets: none of its 6 files holds a secret',
    ]);
  });

  it('refuses a build missing a module the shell imports', async () => {
    const { contract } = await verdicts(accessBuild({ exposes: ['./routes', './search', './VenuePage'] }));
    expect(contract).toMatchObject({ passed: false });
    expect(contract.detail).toBe(
      'does not expose ./AccessibilityPage (browser build), ./ContactPage (browser build), ./AccessibilityPage (server build), ./ContactPage (server build): the shell imports each of them',
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

  it("refuses a build over the size budget of its section's first load", async () => {
    // Random bytes do not compress: 40 KB of them are 40 KB gzip.
    const noise = randomBytes(40 * 1024);
    const { size } = await verdicts(accessBuild({ routesChunk: noise }));
    expect(size.passed).toBe(false);
    expect(size.detail).toMatch(
      /^its code on its section's first load is \d+\.\d KB of 30\.0 KB \(gzip\): over the budget/,
    );
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
