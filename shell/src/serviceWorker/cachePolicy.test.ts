/** @jest-environment node */
import { isHashedFile, isRemoteEntryFile, mayKeep } from './cachePolicy';
import { changedRemotes, pinnedVersions } from './messages';

describe("the service worker's cache policy", () => {
  it('keeps only complete answers it can read: never an error, a redirect or an opaque answer', () => {
    expect(mayKeep(new Response('page', { status: 200 }))).toBe(true);
    for (const status of [404, 500, 503, 206]) expect(mayKeep(new Response('x', { status }))).toBe(false);
    // An opaque (no-cors) answer from another origin hides its status.
    expect(mayKeep({ status: 0, type: 'opaque', redirected: false } as Response)).toBe(false);
    expect(mayKeep({ status: 200, type: 'basic', redirected: true } as Response)).toBe(false);
  });

  it('tells content-hashed files (cache-first) from the registry, manifests and entries (network-first)', () => {
    expect(isHashedFile('/mfe-housing/425.4a8319ba4a.js')).toBe(true);
    expect(isHashedFile('/mfe-housing/remoteEntry.js')).toBe(false);
    for (const path of [
      '/remotes.json',
      '/mfe-housing/mf-manifest.json',
      '/mfe-housing/mf-manifest.578a9e1a915a.json',
      '/mfe-housing/remoteEntry.js',
      '/release-integrity/mfe-housing/578a9e1a915a.json',
    ])
      expect(isRemoteEntryFile(path)).toBe(true);
    expect(isRemoteEntryFile('/mfe-housing/425.4a8319ba4a.js')).toBe(false);
  });
});

describe('what tells an open page that a remote it runs was redeployed', () => {
  it('reads the builds a page was rendered with from its pinned manifests', () => {
    expect(
      pinnedVersions({
        mfe_access: '/mfe-access/mf-manifest.0a1b2c3d4e5f.json',
        mfe_shop: 'https://shop.example.com/mfe-shop/mf-manifest.json',
      }),
    ).toEqual({
      mfe_access: '0a1b2c3d4e5f',
    });
  });

  it('names the remotes whose build changed, not those the page does not run or the worker could not read', () => {
    expect(
      changedRemotes(
        { mfe_access: 'aaa', mfe_shop: 'bbb' },
        { mfe_access: 'ccc', mfe_shop: 'bbb', mfe_tickets: 'ddd' },
      ),
    ).toEqual(['mfe_access']);
    expect(changedRemotes({ mfe_access: 'aaa' }, {})).toEqual([]);
  });
});
