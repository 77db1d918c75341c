import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { NO_RECORDED_HASH, releaseIntegrityUrl } from 'shared/site';
import { releaseHashes } from './releaseIntegrity';
import { remoteScriptPlugin } from './remoteScriptPlugin';

const ENTRY = 'https://cdn.example/releases/mfe-shop/r1/files/remoteEntry.js';
const ENTRY_HASH = `sha384-${'e'.repeat(64)}`;

/** The script the runtime is handed for `url`, as remotes.ts sets the plugin up over the page's release hashes. */
function scriptFor(plugin: ModuleFederationRuntimePlugin, url: string) {
  const createScript = plugin.createScript as (args: { url: string; remoteInfo?: { name: string } }) => unknown;
  return createScript({ url, remoteInfo: { name: 'mfe_shop' } }) as HTMLScriptElement | undefined;
}

describe('remoteScriptPlugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('loads a release entry with its recorded hash, and one with no recorded hash under a hash no file has, so the browser refuses it', async () => {
    // The site server answers r1's recorded hashes: they list its entry only.
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const listed = String(input) === releaseIntegrityUrl('mfe-shop', 'r1');
      return {
        ok: listed,
        status: listed ? 200 : 404,
        json: async () => ({ 'remoteEntry.js': ENTRY_HASH }),
      } as Response;
    });
    const hashes = releaseHashes();
    const plugin = remoteScriptPlugin({ retriesOf: () => 0, integrityOf: hashes.integrityOf });

    const beforeLoad = scriptFor(plugin, ENTRY);
    expect(beforeLoad?.integrity).toBe(NO_RECORDED_HASH);
    // The browser checks a cross-origin script's hash only when it fetches the script with CORS.
    expect(beforeLoad?.crossOrigin).toBe('anonymous');

    await hashes.load(ENTRY);
    expect(scriptFor(plugin, ENTRY)?.integrity).toBe(ENTRY_HASH);
    const unlisted = scriptFor(plugin, 'https://cdn.example/releases/mfe-shop/r1/files/remoteEntry.2.js');
    expect(unlisted?.src).toBe('https://cdn.example/releases/mfe-shop/r1/files/remoteEntry.2.js');
    expect(unlisted?.integrity).toBe(NO_RECORDED_HASH);
  });

  it('leaves the entry of a remote deployed with the site to the runtime, with no integrity', () => {
    const plugin = remoteScriptPlugin({ retriesOf: () => 0, integrityOf: releaseHashes().integrityOf });
    expect(scriptFor(plugin, 'https://shop.example.com/mfe-shop/remoteEntry.js')).toBeUndefined();
  });
});
