import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RemoteRegistry } from 'site-contract/registry/registry';
import type { PageResponse } from '../render/page/pageResponse';
import { BROTLI_QUALITY, brotliOf, etagOf, type ContentEncoding } from '../render/page/pageEncoding';

/** How long a rendered page is served from the cache: live data on a page (hotels) is at most this old. */
export const PAGE_CACHE_TTL_MS = 60_000;
/** The cache's bound, in bytes of HTML and its compressed copies: each URL with its query is its own page, so odd queries cannot grow it past this. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export interface CachedPage {
  status: number;
  etag: string;
  pinnedBuilds: RemoteRegistry;
  location?: string;
  /** The HTML's length in bytes. */
  length: number;
  /** The body, shared by every copy of the page the cache hands out, so what one request makes (a compressed copy) the next gets. */
  held: HeldBody;
}

interface HeldBody {
  /**
   * The HTML's UTF-8 bytes, held as a one-byte string of them ('latin1'; pageBytes gives them back),
   * so the cache keeps pages on V8's heap. Held as Buffers (memory outside the heap), the churn of
   * fresh pages through the cache made V8 start frequent full GCs, each pausing the site server's
   * event loop. A page a render process compressed comes without them: they are decompressed from
   * its brotli copy when first needed.
   */
  bytes?: string;
  /** Brotli at BROTLI_QUALITY.fresh, for the requests that wait on the render; then at .cached, made on the page's first reuse. */
  freshBr?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The page's HTML as the bytes to send. */
export function pageBytes({ held }: CachedPage): Buffer {
  held.bytes ??= brotliDecompressSync(held.freshBr!).toString('latin1');
  return Buffer.from(held.bytes, 'latin1');
}

/** The page's body in `encoding`, compressed once per page (brotli: once fresh, once for the cache) and kept with it. */
export function encodedBody(page: CachedPage & { cached: boolean }, encoding: ContentEncoding): Buffer {
  const { held } = page;
  if (encoding === 'gzip') return (held.gzip ??= gzipSync(pageBytes(page), { level: 6 }));
  if (held.br) return held.br;
  if (!page.cached) return (held.freshBr ??= brotliOf(pageBytes(page), BROTLI_QUALITY.fresh));
  const html = pageBytes(page);
  held.freshBr = undefined;
  return (held.br = brotliOf(html, BROTLI_QUALITY.cached));
}

/** A page that does not change (the shell's empty page), held as a cached one: compressed once, however often it is sent. */
export function heldPage(html: Buffer): CachedPage & { cached: true } {
  return {
    status: 200,
    etag: etagOf(html),
    pinnedBuilds: {},
    length: html.length,
    held: { bytes: html.toString('latin1') },
    cached: true,
  };
}

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, unless refused (q=0). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0);
}

/** A page's cache key: its URL and the remote builds it is rendered with, so a redeploy is a miss. */
const pageCacheKey = (url: string, writtenBuilds: string) => `${url}\n${writtenBuilds}`;

const writeBuilds = (builds: RemoteRegistry) =>
  JSON.stringify(Object.entries(builds).sort(([a], [b]) => a.localeCompare(b)));

export interface PageCache {
  /** Whether asking for `url` now would start no render: its page is cached, or being rendered. */
  has(url: string, builds: RemoteRegistry): boolean;
  /** The page for `url` rendered with `builds`, from the cache or rendered once however many ask at the same time. */
  get(
    url: string,
    builds: RemoteRegistry,
    render: () => Promise<PageResponse>,
  ): Promise<CachedPage & { cached: boolean; /** Only to the request that rendered it. */ response?: PageResponse }>;
}

/**
 * Rendered pages per (URL, remote builds). Only whole pages are kept: one with a section the server
 * could not render, or sent for the browser to render, is rendered again next time. Concurrent
 * misses of one key share one render.
 */
export function createPageCache({ ttlMs = PAGE_CACHE_TTL_MS, maxBytes = PAGE_CACHE_MAX_BYTES } = {}): PageCache {
  // A page's size counts its HTML and room for its compressed copies (about a fifth of it).
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.ceil(page.length * 1.2) + 1,
    ttl: ttlMs,
  });
  const rendering = new Map<string, Promise<{ page: CachedPage; response: PageResponse }>>();
  // Each set of builds written out once: a registry is never changed once made, and one object serves many requests.
  const written = new WeakMap<RemoteRegistry, string>();
  const keyOf = (url: string, builds: RemoteRegistry) => {
    let buildsKey = written.get(builds);
    if (buildsKey === undefined) written.set(builds, (buildsKey = writeBuilds(builds)));
    return pageCacheKey(url, buildsKey);
  };
  return {
    has: (url, builds) => {
      const key = keyOf(url, builds);
      return pages.has(key) || rendering.has(key);
    },
    async get(url, builds, render) {
      const key = keyOf(url, builds);
      const hit = pages.get(key);
      if (hit) return { ...hit, cached: true };
      let inFlight = rendering.get(key);
      // The request that starts the render gets its response (to log its problems once); those that share it get the page.
      const renders = !inFlight;
      if (!inFlight) {
        inFlight = render().then((response) => {
          const page: CachedPage = {
            status: response.status,
            // A page the render process compressed comes as brotli, with its ETag and length.
            etag: response.compressed?.etag ?? etagOf(response.body),
            pinnedBuilds: response.pinnedBuilds,
            location: response.location,
            length: response.compressed?.length ?? response.body.length,
            held: response.compressed ? { freshBr: response.body } : { bytes: response.body.toString('latin1') },
          };
          // Kept under the builds it pins, over the releases it was asked for: a build that changed mid-render is another key.
          if (!response.partial)
            pages.set(pageCacheKey(url, writeBuilds({ ...builds, ...response.pinnedBuilds })), page);
          return { page, response };
        });
        rendering.set(key, inFlight);
        void inFlight.finally(() => rendering.delete(key)).catch(() => undefined);
      }
      const { page, response } = await inFlight;
      return { ...page, cached: false, ...(renders && { response }) };
    },
  };
}
