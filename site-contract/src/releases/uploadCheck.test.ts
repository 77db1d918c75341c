/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildFolder } from '../paths';
import { subresourceIntegrity } from './subresourceIntegrity';
import { checkUpload, releasePath, UPLOAD_LIMITS, UploadRefused, type UploadedFile } from './uploadCheck';

/** A small remote build of mfe-access, as its dist/ would hold it (browser and server manifests). */
function accessBuild(version = 'a1b2c3d4e5f6'): UploadedFile[] {
  const manifest = (entry: string, expose: string) =>
    JSON.stringify({
      id: 'mfe_access',
      name: 'mfe_access',
      metaData: { name: 'mfe_access', buildInfo: { buildVersion: version }, remoteEntry: { name: entry, path: '' } },
      exposes: [{ path: './routes', assets: { js: { sync: [expose], async: [] }, css: { sync: [], async: [] } } }],
      shared: [],
    });
  const file = (filePath: string, text: string) => ({ path: filePath, bytes: Buffer.from(text) });
  return [
    file('mf-manifest.json', manifest('remoteEntry.js', '__federation_expose_routes.1.js')),
    file('remoteEntry.js', 'var mfe_access;'),
    file('__federation_expose_routes.1.js', 'export {};'),
    file('server/mf-manifest.json', manifest('remoteEntry.js', '__federation_expose_routes.2.js')),
    file('server/remoteEntry.js', 'module.exports = {};'),
    file('server/__federation_expose_routes.2.js', 'module.exports = {};'),
  ];
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof UploadRefused) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('the upload was accepted');
};

describe('an upload, before anything of it is kept', () => {
  it('is a release of the remote its manifests name, with the browser build’s buildVersion as its id', () => {
    const upload = checkUpload('mfe-access', accessBuild());
    expect(upload.release).toBe('a1b2c3d4e5f6');
    expect([...upload.files.keys()].sort()).toEqual([
      '__federation_expose_routes.1.js',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/__federation_expose_routes.2.js',
      'server/mf-manifest.json',
      'server/remoteEntry.js',
    ]);
  });

  it('accepts the real build of mfe-access from its dist/ folder, when it is built', () => {
    const dist = buildFolder('mfe-access');
    const files: UploadedFile[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) walk(full);
        else files.push({ path: path.relative(dist, full).split(path.sep).join('/'), bytes: readFileSync(full) });
      }
    };
    try {
      walk(dist);
    } catch {
      return; // not built: the synthetic build above stands for it
    }
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    };
    expect(checkUpload('mfe-access', files).release).toBe(manifest.metaData.buildInfo.buildVersion);
  });

  it.each([
    ['../outside.js'],
    ['server/../../outside.js'],
    ['/etc/passwd'],
    ['a\\b.js'],
    ['./remoteEntry.js'],
    ['a//b.js'],
    ['nul\0.js'],
  ])('refuses the path %j, which would land outside the release’s folder', (filePath) => {
    expect(refusal(() => releasePath(filePath)).message).toMatch(/would land outside the release's folder/);
    expect(
      refusal(() => checkUpload('mfe-access', [...accessBuild(), { path: filePath, bytes: Buffer.from('x') }])).message,
    ).toMatch(/outside the release's folder/);
  });

  it('refuses a file or a total over its limit (413), and a path twice', () => {
    const buildBytes = accessBuild().reduce((total, file) => total + file.bytes.length, 0);
    const limits = { ...UPLOAD_LIMITS, maxFileBytes: 1000, maxTotalBytes: buildBytes + 500 };
    expect(
      refusal(() =>
        checkUpload('mfe-access', [...accessBuild(), { path: 'big.js', bytes: Buffer.alloc(1001) }], limits),
      ),
    ).toEqual({ status: 413, message: 'big.js is 1001 bytes, over the limit of 1000 for one file' });
    expect(
      refusal(() => checkUpload('mfe-access', [...accessBuild(), { path: 'a.js', bytes: Buffer.alloc(501) }], limits)),
    ).toEqual({ status: 413, message: `the upload is over the limit of ${buildBytes + 500} bytes in all` });
    expect(
      checkUpload('mfe-access', [...accessBuild(), { path: 'a.js', bytes: Buffer.alloc(500) }], limits).bytes,
    ).toBe(buildBytes + 500);
    expect(refusal(() => checkUpload('mfe-access', [...accessBuild(), accessBuild()[1]])).message).toBe(
      'remoteEntry.js is in the upload twice',
    );
  });

  it('refuses a manifest that names a file the upload does not hold, is not JSON, or is another remote’s', () => {
    const withoutChunk = accessBuild().filter((file) => file.path !== 'server/__federation_expose_routes.2.js');
    expect(refusal(() => checkUpload('mfe-access', withoutChunk)).message).toBe(
      'server/mf-manifest.json names files the upload does not hold: server/__federation_expose_routes.2.js',
    );
    const broken = accessBuild().map((file) =>
      file.path === 'mf-manifest.json' ? { ...file, bytes: Buffer.from('{') } : file,
    );
    expect(refusal(() => checkUpload('mfe-access', broken)).message).toBe('mf-manifest.json is not a JSON object');
    expect(refusal(() => checkUpload('mfe-shop', accessBuild())).message).toBe(
      'mf-manifest.json is the manifest of "mfe_access", not of mfe_shop (mfe-shop)',
    );
    expect(refusal(() => checkUpload('mfe-access', accessBuild().slice(0, 3))).message).toBe(
      "the upload has no server/mf-manifest.json: upload the remote's whole dist/ folder",
    );
    expect(refusal(() => checkUpload('mfe-nothing', accessBuild())).message).toBe(
      '"mfe-nothing" is not a section of the site',
    );
  });

  it('refuses a buildVersion that cannot be a release id', () => {
    expect(refusal(() => checkUpload('mfe-access', accessBuild('../x'))).message).toMatch(/has no usable buildVersion/);
  });

  it('gives each file the integrity a browser checks: SHA-384 in base64', () => {
    expect(subresourceIntegrity(Buffer.from('abc'))).toBe(
      'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn',
    );
  });
});
