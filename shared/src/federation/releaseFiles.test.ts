import { RELEASE_ID, releaseFileOf, releaseManifestUrl, releaseIntegrityUrl } from './releaseFiles';

describe('releaseFileOf', () => {
  it('names the release and path of a release file, on this server or any other origin', () => {
    expect(releaseFileOf(releaseManifestUrl('mfe-shop', '4f2a9c01b2d3'))).toEqual({
      remote: 'mfe-shop',
      release: '4f2a9c01b2d3',
      path: 'mf-manifest.json',
    });
    expect(releaseFileOf('https://cdn.example/site/releases/mfe-access/v1.2/files/server/chunk.js?retry=1')).toEqual({
      remote: 'mfe-access',
      release: 'v1.2',
      path: 'server/chunk.js',
    });
  });

  it('is undefined for anything else: a remote deployed with the site, a release record, garbage', () => {
    expect(releaseFileOf('/mfe-shop/remoteEntry.js')).toBeUndefined();
    expect(releaseFileOf('/releases/mfe-shop/4f2a/release.json')).toBeUndefined();
    expect(releaseFileOf('/releases/not-a-remote/1/files/a.js')).toBeUndefined();
    expect(releaseFileOf('http://[bad')).toBeUndefined();
  });

  it("puts a release's hashes at a path of the site server's own", () => {
    expect(releaseIntegrityUrl('mfe-shop', '4f2a')).toBe('/release-integrity/mfe-shop/4f2a.json');
  });
});

describe('RELEASE_ID, the one definition of a release id', () => {
  it('takes a version, a date or a commit, up to 64 characters', () => {
    for (const id of ['1.4.0', '2026-12-04', 'a1b2c3d', 'canary_2', 'v2-rc.1', 'x'.repeat(64)])
      expect(RELEASE_ID.test(id)).toBe(true);
  });

  it('refuses what is not one: empty, too long, a leading dot or dash, a path, spaces', () => {
    for (const id of ['', 'x'.repeat(65), '.hidden', '-flag', '../up', 'a/b', 'two words', 'é'])
      expect(RELEASE_ID.test(id)).toBe(false);
  });
});
