import { releaseFileOf, releaseManifestUrl, releaseIntegrityUrl } from './releaseFiles';

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
