import {
  buildVersionOf,
  exposedFiles,
  pinnedManifestUrl,
  remoteBuildFiles,
  remoteEntryUrl,
  type RemoteManifest,
} from './remoteFiles';

// The shape of a remote's mf-manifest.json as @module-federation/enhanced writes it (trimmed).
const manifest: RemoteManifest = {
  metaData: {
    buildInfo: { buildVersion: '578a9e1a915a' },
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    platformModules: { './routes': ['shared/query'] },
  },
  exposes: [
    {
      path: './AccommodationSection',
      assets: {
        js: { sync: ['425.4a8319ba4a.js', '__federation_expose_AccommodationSection.b39291ac78.js'], async: [] },
        css: { sync: [], async: [] },
      },
    },
    {
      path: './routes',
      assets: {
        js: { sync: ['425.4a8319ba4a.js', '__federation_expose_routes.800fc2e0a9.js'], async: ['77.0123456789.js'] },
        css: { sync: ['routes.abcdefabcd.css'], async: [] },
      },
    },
  ],
};
const url = 'https://shop.example.com/mfe-housing/mf-manifest.json';

describe("a remote build's files", () => {
  it('finds the entry beside the manifest, or under the path the manifest gives it', () => {
    expect(remoteEntryUrl(manifest, url)).toBe('https://shop.example.com/mfe-housing/remoteEntry.js');
    expect(remoteEntryUrl({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } } }, url)).toBe(
      'https://shop.example.com/mfe-housing/static/remoteEntry.js',
    );
    expect(remoteEntryUrl({}, url)).toBeUndefined();
  });

  it("lists an exposed module's chunks: those it loads first, or all of them", () => {
    expect(exposedFiles(manifest, url, './routes')).toEqual([
      'https://shop.example.com/mfe-housing/425.4a8319ba4a.js',
      'https://shop.example.com/mfe-housing/__federation_expose_routes.800fc2e0a9.js',
    ]);
    expect(exposedFiles(manifest, url, './routes', { all: true })).toEqual(
      expect.arrayContaining([
        'https://shop.example.com/mfe-housing/77.0123456789.js',
        'https://shop.example.com/mfe-housing/routes.abcdefabcd.css',
      ]),
    );
    expect(exposedFiles(manifest, url, './nothing')).toEqual([]);
  });

  it('lists everything the build needs for its pages, each file once, and not the shared fallbacks', () => {
    const files = remoteBuildFiles(manifest, url).map((file) => file.slice(file.lastIndexOf('/') + 1));
    expect(files).toEqual([
      'remoteEntry.js',
      '425.4a8319ba4a.js',
      '__federation_expose_AccommodationSection.b39291ac78.js',
      '__federation_expose_routes.800fc2e0a9.js',
      '77.0123456789.js',
      'routes.abcdefabcd.css',
    ]);
  });

  it('names a build by its version, and its pinned manifest after it', () => {
    expect(buildVersionOf(manifest)).toBe('578a9e1a915a');
    expect(pinnedManifestUrl('/mfe-housing/mf-manifest.json', '578a9e1a915a')).toBe(
      '/mfe-housing/mf-manifest.578a9e1a915a.json',
    );
  });
});
