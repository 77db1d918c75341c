import { parseRegistry } from './registry';

describe('parseRegistry', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('resolves paths against the page URL and keeps absolute URLs', () => {
    expect(parseRegistry({ mfe_access: '/mfe-access/mf-manifest.json', mfe_shop: 'https://shop.example.com/mfe-shop/mf-manifest.json' }, 'http://localhost:8080/housing')).toEqual({
      mfe_access: 'http://localhost:8080/mfe-access/mf-manifest.json',
      mfe_shop: 'https://shop.example.com/mfe-shop/mf-manifest.json',
    });
  });

  it('drops malformed entries and reports them, keeping the rest', () => {
    const registry = parseRegistry({ mfe_access: '/mfe-access/mf-manifest.json', 'bad name': '/x.json', mfe_shop: 42, mfe_js: 'javascript:alert(1)' }, 'http://localhost:8080/');
    expect(Object.keys(registry)).toEqual(['mfe_access']);
    expect(console.error).toHaveBeenCalledTimes(3);
  });

  it.each([null, 'text', [1, 2], 7])('treats a non-object document (%p) as an empty registry', (document) => {
    expect(parseRegistry(document, 'http://localhost/')).toEqual({});
  });
});
