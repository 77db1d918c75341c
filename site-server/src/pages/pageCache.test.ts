/** @jest-environment node */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { createPageCache, encodedBody, pageBytes } from './pageCache';
import { compressedPage } from '../render/page/compressedPage';
import { etagOf } from '../render/page/pageEncoding';
import type { PageResponse } from '../render/page/pageResponse';

// An English page's few characters beyond Latin-1 (the language switch, a dash, MUI's zero-width space) and an Arabic one's many.
const html =
  '<!doctype html><html lang="en"><a href="/ar" lang="ar">العربية</a> Oct 1, 2030 – Mar 31, 2031 <span>\u200b</span> دليل إكسبو €120</html>';
const rendered = (body = Buffer.from(html)): PageResponse => ({
  status: 200,
  body,
  pinnedBuilds: {},
  partial: false,
  problems: [],
});

describe('the page cache', () => {
  it('sends a page’s bytes exactly as rendered: plain, brotli and gzip, with the ETag of those bytes', async () => {
    const cache = createPageCache();
    const page = await cache.get('http://x/housing', {}, async () => rendered());
    expect(pageBytes(page).toString()).toBe(html);
    expect(brotliDecompressSync(encodedBody(page, 'br')).toString()).toBe(html);
    expect(gunzipSync(encodedBody(page, 'gzip')).toString()).toBe(html);
    expect(page.etag).toBe(etagOf(Buffer.from(html)));
  });

  it('compresses a fresh page fast for the visitor waiting on it, then at full quality once it is served again', async () => {
    // A page-sized body (brotli's qualities differ on real pages, not on a line of text).
    const big = Array.from(
      { length: 400 },
      (_, i) =>
        `<li class="css-${(i * 7919).toString(36)} MuiListItem-root"><a href="/things-to-do/event-${i}">Event ${i} – ${i % 7} km</a></li>`,
    ).join('');
    const body = Buffer.from(`<!doctype html><html><body><ul>${big}</ul></body></html>`);
    const cache = createPageCache();
    const fresh = await cache.get('http://x/things-to-do', {}, async () => rendered(body));
    const freshBrotli = encodedBody(fresh, 'br');
    expect(fresh.cached).toBe(false);
    // Quality 3 for the response a fresh render is waiting on; the cache's copy is made at 5.
    expect(freshBrotli.equals(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }))).toBe(
      true,
    );
    const again = await cache.get('http://x/things-to-do', {}, async () => rendered(body));
    const cachedBrotli = encodedBody(again, 'br');
    expect(again.cached).toBe(true);
    expect(brotliDecompressSync(cachedBrotli).equals(body)).toBe(true);
    expect(
      cachedBrotli.equals(
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }),
      ),
    ).toBe(true);
    expect(cachedBrotli.length).toBeLessThan(freshBrotli.length);
    // Made once: every later visitor gets the same bytes.
    expect(encodedBody(await cache.get('http://x/things-to-do', {}, async () => rendered(body)), 'br')).toBe(
      cachedBrotli,
    );
  });

  it('serves a page the render process compressed, preloads and all: plain, brotli (as it came, then better) and gzip', async () => {
    const preloads = [{ href: '/mfe-housing/remoteEntry.js', as: 'script' as const }];
    const builds = { housing: '/mfe-housing/mf-manifest.json' };
    const fromRenderProcess = compressedPage(
      {
        status: 200,
        body: Buffer.from(`<html><body>${html}</body></html>`),
        pinnedBuilds: builds,
        partial: false,
        problems: [],
      },
      { builds, preloads },
    );
    const withPreloads =
      '<html><body>' +
      html +
      '<script type="application/json" id="expo-preloads">[{"href":"/mfe-housing/remoteEntry.js","as":"script"}]</script></body></html>';
    expect(fromRenderProcess.compressed).toEqual({
      etag: etagOf(Buffer.from(withPreloads)),
      length: Buffer.byteLength(withPreloads),
    });
    const cache = createPageCache();
    const page = await cache.get('http://x/housing', builds, async () => fromRenderProcess);
    expect(page.etag).toBe(fromRenderProcess.compressed!.etag);
    // Its own visitor gets the render process's bytes as they came.
    expect(encodedBody(page, 'br')).toBe(fromRenderProcess.body);
    expect(pageBytes(page).toString()).toBe(withPreloads);
    expect(gunzipSync(encodedBody(page, 'gzip')).toString()).toBe(withPreloads);
    const again = await cache.get('http://x/housing', builds, async () => rendered());
    expect(brotliDecompressSync(encodedBody(again, 'br')).toString()).toBe(withPreloads);
  });

  it('leaves a page that pins other builds than its preloads were listed for as rendered, for the site server to list them', () => {
    const page = {
      status: 200,
      body: Buffer.from(`<html><body>${html}</body></html>`),
      pinnedBuilds: { housing: '/mfe-housing/mf-manifest.v2.json' },
      partial: false,
      problems: [],
    };
    expect(
      compressedPage(page, {
        builds: { housing: '/mfe-housing/mf-manifest.json' },
        preloads: [{ href: '/x.js', as: 'script' }],
      }),
    ).toBe(page);
    expect(compressedPage(page, undefined)).toBe(page);
  });

  it('renders a page once, then serves the same bytes from the cache', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => (renders++, rendered());
    const first = await cache.get('http://x/access', {}, render);
    const second = await cache.get('http://x/access', {}, render);
    expect(renders).toBe(1);
    expect(second.cached).toBe(true);
    expect(pageBytes(second).equals(pageBytes(first))).toBe(true);
    expect(pageBytes(second).toString()).toBe(html);
  });
});
