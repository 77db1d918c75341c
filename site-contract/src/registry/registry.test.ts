/** @jest-environment node */
import { validateRegistry } from './registry';

describe('validateRegistry', () => {
  it('accepts paths on this server and absolute http(s) URLs, keeping every entry as given', () => {
    const document = {
      mfe_shop: '/mfe-shop/mf-manifest.json',
      mfe_access: 'http://127.0.0.1:9001/mfe-access/mf-manifest.json',
      _Cdn2: 'https://cdn.example.com/m.json',
    };
    expect(validateRegistry(document, 'remotes.json')).toEqual(document);
    expect(validateRegistry({}, 'remotes.json')).toEqual({});
  });

  it.each([null, [], ['/mfe-shop/mf-manifest.json'], 'remotes', 7])(
    'refuses %j: the registry must be a JSON object',
    (document) => {
      expect(() => validateRegistry(document, 'remotes.json')).toThrow(
        'remotes.json: the remote registry must be a JSON object of name → manifest URL',
      );
    },
  );

  it.each(['1shop', 'mfe-shop', 'mfe shop', ''])('refuses the remote name "%s"', (name) => {
    expect(() => validateRegistry({ [name]: '/x/mf-manifest.json' }, 'REMOTES_REGISTRY')).toThrow(
      `REMOTES_REGISTRY: "${name}" is not a valid remote name`,
    );
  });

  it.each([5, null, ['/x'], 'javascript:alert(1)', 'ftp://example.com/m.json', 'relative/mf-manifest.json'])(
    'refuses the URL %j',
    (url) => {
      expect(() => validateRegistry({ mfe_shop: url }, 'REMOTES_REGISTRY')).toThrow(
        'REMOTES_REGISTRY: the URL of mfe_shop must be an absolute http(s) URL or a path starting with /',
      );
    },
  );

  it('names the first bad entry, its name checked before its URL', () => {
    expect(() => validateRegistry({ ok: '/ok.json', 'bad-name': 5, later: 'ftp://x' }, 'f')).toThrow(
      'f: "bad-name" is not a valid remote name',
    );
  });
});
