import { NO_RECORDED_HASH, RELEASE_INTEGRITY_GLOBAL, releaseIntegrityUrl } from 'shared/site';
import { releaseHashes } from './releaseIntegrity';

const ENTRY = 'https://cdn.example/releases/mfe-shop/r1/files/remoteEntry.js';
const UNLISTED_CHUNK = 'https://cdn.example/releases/mfe-shop/r1/files/__federation_expose_routes.js';
const ENTRY_HASH = `sha384-${'e'.repeat(64)}`;

/** The site server at the network boundary: each path it answers, with a status and a JSON body. */
function stubFetch(answers: Record<string, { status: number; body?: unknown }>) {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const answer = answers[url] ?? { status: 404 };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  });
  return asked;
}

describe('releaseHashes', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('gives a release file its recorded hash, fetched from the site server itself, and refuses one the hashes do not list', async () => {
    const asked = stubFetch({
      [releaseIntegrityUrl('mfe-shop', 'r1')]: { status: 200, body: { 'remoteEntry.js': ENTRY_HASH } },
    });
    const hashes = releaseHashes();
    await hashes.load(ENTRY);

    // Never from where the files are: a tampered copy would bring hashes of its own.
    expect(asked).toEqual(['/release-integrity/mfe-shop/r1.json']);
    expect(hashes.integrityOf(ENTRY)).toBe(ENTRY_HASH);
    // A file the release never recorded is loaded with a hash no file has, so the browser refuses it.
    expect(hashes.integrityOf(UNLISTED_CHUNK)).toBe(NO_RECORDED_HASH);
    // The remotes' own chunk loaders ask through the global function and get the same answers.
    const chunkLoaders = (globalThis as Record<string, unknown>)[RELEASE_INTEGRITY_GLOBAL] as (url: string) => unknown;
    expect(chunkLoaders(ENTRY)).toBe(ENTRY_HASH);
    expect(chunkLoaders(UNLISTED_CHUNK)).toBe(NO_RECORDED_HASH);
  });

  it('refuses every release file before its hashes are loaded, and while they cannot be fetched', async () => {
    stubFetch({ [releaseIntegrityUrl('mfe-shop', 'r1')]: { status: 503 } });
    const hashes = releaseHashes();
    expect(hashes.integrityOf(ENTRY)).toBe(NO_RECORDED_HASH);

    await expect(hashes.load(ENTRY)).rejects.toThrow('HTTP 503');
    expect(hashes.integrityOf(ENTRY)).toBe(NO_RECORDED_HASH);
  });

  it('keeps each release to its own hashes: another release of the same remote is refused until its own are loaded', async () => {
    stubFetch({ [releaseIntegrityUrl('mfe-shop', 'r1')]: { status: 200, body: { 'remoteEntry.js': ENTRY_HASH } } });
    const hashes = releaseHashes();
    await hashes.load(ENTRY);
    expect(hashes.integrityOf('https://cdn.example/releases/mfe-shop/r2/files/remoteEntry.js')).toBe(NO_RECORDED_HASH);
  });

  it('leaves a file that is no release’s alone: no integrity, and nothing fetched for it', async () => {
    const asked = stubFetch({});
    const hashes = releaseHashes();
    await hashes.load('/mfe-shop/remoteEntry.js');
    expect(asked).toEqual([]);
    expect(hashes.integrityOf('/mfe-shop/remoteEntry.js')).toBeUndefined();
    expect(hashes.integrityOf('https://shop.example.com/mfe-shop/remoteEntry.js')).toBeUndefined();
  });
});
