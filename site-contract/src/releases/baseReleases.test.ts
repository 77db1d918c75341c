/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultRegistry } from 'shared/site';
import { minimalAccessUpload } from '../testing';
import { subresourceIntegrity } from './subresourceIntegrity';
import { BASE_RECORDER, baseReleaseIdsOf, readBaseReleases, recordBaseReleases } from './baseReleases';
import { createLocalReleaseStore } from './releaseStore';

/** A checkout whose mfe-access/dist holds `files` (path → text). */
function checkoutWith(root: string, files: Array<{ path: string; bytes: Buffer }>) {
  for (const file of files) {
    const target = path.join(root, 'mfe-access', 'dist', file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.bytes);
  }
}

/** A fake origin on loopback serving `files` (path in the build → bytes) under /mfe-access/. */
async function originServing(files: Map<string, Buffer>): Promise<{ server: Server; manifestUrl: string }> {
  const server = createServer((request, response) => {
    const file = files.get((request.url ?? '').replace(/^\/mfe-access\//, ''));
    if (!file) return response.writeHead(404).end();
    response.writeHead(200).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, manifestUrl: `http://127.0.0.1:${port}/mfe-access/mf-manifest.json` };
}

describe('base releases: the build each remote is served from before any release', () => {
  let work: string;
  beforeEach(() => (work = mkdtempSync(path.join(os.tmpdir(), 'expo-base-'))));
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('reads a remote served from this server from its build folder, its id the buildVersion, and stores it once with every file’s hash', async () => {
    const files = minimalAccessUpload('base-1');
    checkoutWith(work, files);
    const bases = await readBaseReleases({ mfe_access: defaultRegistry().mfe_access }, { repoRoot: work });
    expect(baseReleaseIdsOf(bases)).toEqual({ 'mfe-access': 'base-1' });

    const store = createLocalReleaseStore(path.join(work, 'data'));
    await recordBaseReleases(bases, store);
    const record = await store.get('mfe-access', 'base-1');
    expect(record).toMatchObject({
      status: 'ready',
      publishedBy: BASE_RECORDER,
      base: { source: '/mfe-access/mf-manifest.json' },
    });
    expect(record!.files).toEqual(
      Object.fromEntries(files.map((file) => [file.path, subresourceIntegrity(file.bytes)])),
    );
    // A second start with the same build records nothing new and reports nothing.
    const differs = jest.fn();
    await recordBaseReleases(
      await readBaseReleases({ mfe_access: '/mfe-access/mf-manifest.json' }, { repoRoot: work }),
      store,
      {
        onDiffers: differs,
      },
    );
    expect(differs).not.toHaveBeenCalled();
    expect(await store.list('mfe-access')).toHaveLength(1);
  });

  it('fetches a seed URL elsewhere whole and records it once; a file changed there later is named, and the recorded bytes stay the base release', async () => {
    const files = new Map(minimalAccessUpload('remote-base').map((file) => [file.path, file.bytes]));
    const { server, manifestUrl } = await originServing(files);
    try {
      const store = createLocalReleaseStore(path.join(work, 'data'));
      await recordBaseReleases(await readBaseReleases({ mfe_access: manifestUrl }), store);
      const recorded = await store.get('mfe-access', 'remote-base');
      expect(recorded?.base).toEqual({ source: manifestUrl });
      expect(Object.keys(recorded!.files).sort()).toEqual([...files.keys()].sort());

      files.set('remoteEntry.js', Buffer.from('/* changed at the origin */'));
      const differs = jest.fn();
      await recordBaseReleases(await readBaseReleases({ mfe_access: manifestUrl }), store, { onDiffers: differs });
      expect(differs).toHaveBeenCalledWith(expect.objectContaining({ release: 'remote-base' }), ['remoteEntry.js']);
      expect(await store.get('mfe-access', 'remote-base')).toEqual(recorded);
    } finally {
      server.close();
    }
  });

  it('gives a remote whose build cannot be read no base release, and says why', async () => {
    const { server, manifestUrl } = await originServing(new Map());
    try {
      const onError = jest.fn();
      const bases = await readBaseReleases(
        { mfe_access: manifestUrl, mfe_shop: '/mfe-shop/mf-manifest.json' },
        { repoRoot: work, onError },
      );
      expect(bases).toEqual([]);
      expect(onError).toHaveBeenCalledTimes(2);
      expect(String(onError.mock.calls.find(([, source]) => source === manifestUrl)![0])).toMatch(/answered 404/);
    } finally {
      server.close();
    }
  });
});
