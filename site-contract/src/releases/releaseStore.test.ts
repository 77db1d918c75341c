/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalReleaseStore, ReleaseExists } from './releaseStore';
import type { CheckedUpload } from './uploadCheck';

const upload = (release: string, files: Record<string, string>): CheckedUpload => ({
  remote: 'mfe-access',
  release,
  files: new Map(Object.entries(files).map(([filePath, text]) => [filePath, Buffer.from(text)])),
  bytes: Object.values(files).join('').length,
});
const meta = { publishedBy: 'access-team', status: 'ready' as const, report: [] };

describe('the local release store', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-releases-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a release under a folder of its own, with each file’s integrity and who published it', async () => {
    const store = createLocalReleaseStore(dataDir);
    const record = await store.store(upload('r1', { 'remoteEntry.js': 'one', 'server/remoteEntry.js': 'two' }), {
      ...meta,
      note: 'first',
    });
    expect(record).toMatchObject({
      remote: 'mfe-access',
      release: 'r1',
      publishedBy: 'access-team',
      note: 'first',
      status: 'ready',
      files: { 'remoteEntry.js': expect.stringMatching(/^sha384-/) },
    });
    expect(readFileSync(path.join(store.filesFolder('mfe-access', 'r1'), 'server', 'remoteEntry.js'), 'utf8')).toBe(
      'two',
    );
    expect(await store.get('mfe-access', 'r1')).toEqual(record);
  });

  it('never changes a release: the same id again is refused, and the first one’s files stay', async () => {
    const store = createLocalReleaseStore(dataDir);
    await store.store(upload('r1', { 'remoteEntry.js': 'one' }), meta);
    await expect(store.store(upload('r1', { 'remoteEntry.js': 'changed' }), meta)).rejects.toThrow(ReleaseExists);
    expect(readFileSync(path.join(store.filesFolder('mfe-access', 'r1'), 'remoteEntry.js'), 'utf8')).toBe('one');
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('keeps nothing of an upload that fails half-way', async () => {
    const store = createLocalReleaseStore(dataDir);
    // 'a' written as a file, then 'a/b.js' needs it as a folder: the write fails after the first file.
    await expect(store.store(upload('r2', { a: 'file', 'a/b.js': 'x' }), meta)).rejects.toThrow();
    expect(await store.list('mfe-access')).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('lists a remote’s releases newest first, and never what an interrupted upload left', async () => {
    const store = createLocalReleaseStore(dataDir);
    await store.store(upload('old', { 'remoteEntry.js': '1' }), meta);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.store(upload('new', { 'remoteEntry.js': '2' }), meta);
    // What a server killed mid-upload leaves: a staging folder, and a release folder with no record.
    writeFileSync(path.join(dataDir, 'uploads', 'left-over'), 'x');
    rmSync(path.join(dataDir, 'releases', 'mfe-access', 'old', 'release.json'), { force: true });
    expect((await store.list('mfe-access')).map((record) => record.release)).toEqual(['new']);
    await store.sweepUploads();
    expect(() => readdirSync(path.join(dataDir, 'uploads'))).toThrow();
  });
});
