import { parseRegistry } from './registry';
import { expectConsoleError } from 'shared/testing';

describe('parseRegistry', () => {
  afterEach(() => jest.restoreAllMocks());

  it('resolves paths against the page URL and keeps absolute URLs', () => {
    expect(
      parseRegistry(
        { mfe_access: '/mfe-access/mf-manifest.json', mfe_shop: 'https://shop.example.com/mfe-shop/mf-manifest.json' },
        'http://localhost:8080/housing',
      ),
    ).toEqual({
      mfe_access: 'http://localhost:8080/mfe-access/mf-manifest.json',
      mfe_shop: 'https://shop.example.com/mfe-shop/mf-manifest.json',
    });
  });

  it('drops malformed entries and reports them, keeping the rest', () => {
    const reported = expectConsoleError(/^\[federation\] ignoring/);
    const registry = parseRegistry(
      {
        mfe_access: '/mfe-access/mf-manifest.json',
        'bad name': '/x.json',
        mfe_shop: 42,
        mfe_js: 'javascript:alert(1)',
      },
      'http://localhost:8080/',
    );
    expect(Object.keys(registry)).toEqual(['mfe_access']);
    expect(reported).toEqual([
      '[federation] ignoring malformed registry entry "bad name"',
      '[federation] ignoring malformed registry entry "mfe_shop"',
      '[federation] ignoring registry entry "mfe_js": "javascript:alert(1)" is not an http(s) URL',
    ]);
  });

  it.each([null, 'text', [1, 2], 7])('treats a non-object document (%p) as an empty registry', (document) => {
    const reported = expectConsoleError(/the remote registry is not a JSON object/);
    expect(parseRegistry(document, 'http://localhost/')).toEqual({});
    expect(reported).toEqual(['[federation] the remote registry is not a JSON object; no section can load']);
  });
});
