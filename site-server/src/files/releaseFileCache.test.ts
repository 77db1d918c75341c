/** @jest-environment node */
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createReleaseFileCache } from './releaseFileCache';
import { createLocalReleaseStore } from 'site-contract/releases/releaseStore';

const files = { 'remoteEntry.js': 'entry of a2', 'routes.js': 'routes of a2', 'server/remoteEntry.js': 'server entry' };

describe('the release files an instance serves', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-release-cache-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function storedRelease(status: 'ready' | 'refused' = 'ready', folder = 'data') {
    const store = createLocalReleaseStore(path.join(dataDir, folder));
    await store.store(
      {
        remote: 'mfe-access',
        release: 'a2',
        files: new Map(Object.entries(files).map(([filePath, text]) => [filePath, Buffer.from(text)])),
        bytes: 0,
      },
      { publishedBy: 'access-team', status, report: [] },
    );
    return store;
  }
  const text = async (file: Promise<{ body: unknown } | undefined>) => String((await file)?.body);

  it('are the store’s, each read from it once', async () => {
    const store = await storedRelease();
    const reads = jest.spyOn(store, 'readFile');
    const cache = createReleaseFileCache(store);
    expect(await text(cache.readFile('mfe-access', 'a2', 'routes.js'))).toBe('routes of a2');
    expect(await text(cache.readFile('mfe-access', 'a2', 'routes.js'))).toBe('routes of a2');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await cache.integrityOf('mfe-access', 'a2')).toEqual(await store.integrityOf('mfe-access', 'a2'));
  });

  it('serve only the files a ready release’s record lists', async () => {
    const cache = createReleaseFileCache(await storedRelease());
    expect(await cache.readFile('mfe-access', 'a2', 'routes.js.br')).toBeUndefined();
    expect(await cache.readFile('mfe-access', 'a9', 'routes.js')).toBeUndefined();
    const refused = createReleaseFileCache(await storedRelease('refused', 'other'));
    expect(await refused.readFile('mfe-access', 'a2', 'routes.js')).toBeUndefined();
  });

  it('keep serving a live release, read in when it went live, while the data folder is unreachable', async () => {
    const store = await storedRelease();
    const errors: string[] = [];
    const cache = createReleaseFileCache(store, { onError: (_error, what) => errors.push(what) });
    await cache.warm({ remotes: { mfe_access: { release: 'a2' }, mfe_gone: { release: 'x' } } });
    renameSync(path.join(dataDir, 'data'), path.join(dataDir, 'moved'));
    expect(await store.readFile('mfe-access', 'a2', 'routes.js')).toBeUndefined();
    for (const [filePath, content] of Object.entries(files))
      expect(await text(cache.readFile('mfe-access', 'a2', filePath))).toBe(content);
    expect(Object.keys((await cache.integrityOf('mfe-access', 'a2')) ?? {})).toEqual(Object.keys(files));
    expect(errors).toEqual([]);
  });

  it('keep at most their byte budget, the least recently served going first', async () => {
    const cache = createReleaseFileCache(await storedRelease(), { maxBytes: 'routes of a2'.length + 2 });
    await cache.warm({ remotes: { mfe_access: { release: 'a2' } } });
    renameSync(path.join(dataDir, 'data'), path.join(dataDir, 'moved'));
    // Only the last file read in fits.
    expect(await text(cache.readFile('mfe-access', 'a2', 'server/remoteEntry.js'))).toBe('server entry');
    expect(await cache.readFile('mfe-access', 'a2', 'remoteEntry.js')).toBeUndefined();
  });
});
