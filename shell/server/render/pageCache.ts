import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RemoteRegistry } from '../registry';
import type { ServedPage } from './renderHost';

/** How long a rendered page is served from the cache: live data on a page (hotels) is at most this old. */
export const PAGE_CACHE_TTL_MS = 60_000;
/** The cache's bound, in bytes of HTML and its compressed copies: each URL with its query is its own page, so odd queries cannot grow it past this. */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export type ContentEncoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  /**
   * The HTML's UTF-8 bytes, held as a one-byte string of them ('latin1'; pageBytes gives them back), so
   * the cache keeps pages on V8's heap. Held as Buffers (memory outside the heap), the churn of fresh
   * pages through the cache made V8 start a full GC about every quarter second for external memory,
   * each pausing the site server's event loop for some 10 ms.
   */
  heldBytes: string;
  etag: string;
  pinnedBuilds: RemoteRegistry;
  location?: string;
  /** The body compressed, made once per page and encoding (brotli twice: encodedBody says why). */
  encoded: { br?: Buffer; freshBr?: Buffer; gzip?: Buffer };
}

/** The page's HTML as the bytes to send. */
export const pageBytes = (page: CachedPage) => Buffer.from(page.heldBytes, 'latin1');

/**
 * Brotli's quality for the response a fresh render is waiting on, and for a page served again from
 * the cache. A fresh page's compression is on its visitor's path and on the site server's one event
 * loop, and most URLs with a query are asked once: quality 4 takes about 0.6 ms for /housing where 5
 * takes 0.9 (1.2 on a loaded server), for a body 10% larger. A page asked again is worth quality 5,
 * made once for all the visitors after.
 */
export const BROTLI_QUALITY = { fresh: 4, cached: 5 } as const;

const brotliOf = (page: CachedPage, quality: number) =>
  brotliCompressSync(pageBytes(page), { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: page.heldBytes.length } });

/** The page's body in `encoding`, compressed once per page (brotli: once fresh, once for the cache) and kept with it. */
export function encodedBody(page: CachedPage & { cached: boolean }, encoding: ContentEncoding): Buffer {
  const { encoded } = page;
  if (encoding === 'gzip') return (encoded.gzip ??= gzipSync(pageBytes(page), { level: 6 }));
  if (encoded.br) return encoded.br;
  if (!page.cached) return (encoded.freshBr ??= brotliOf(page, BROTLI_QUALITY.fresh));
  encoded.freshBr = undefined;
  return (encoded.br = brotliOf(page, BROTLI_QUALITY.cached));
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
export const pageCacheKey = (url: string, builds: RemoteRegistry) => `${url}\n${JSON.stringify(Object.entries(builds).sort(([a], [b]) => a.localeCompare(b)))}`;

export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export interface PageCache {
  /** The page for `url` rendered with `builds`, from the cache or rendered once however many ask at the same time. */
  get(url: string, builds: RemoteRegistry, render: () => Promise<ServedPage>): Promise<CachedPage & { cached: boolean; /** Only to the request that rendered it. */ response?: ServedPage }>;
}

/**
 * Rendered pages per (URL, remote builds). Only whole pages are kept: one with a section the server
 * could not render, or sent for the browser to render, is rendered again next time. Concurrent
 * misses of one key share one render.
 */
export function createPageCache({ ttlMs = PAGE_CACHE_TTL_MS, maxBytes = PAGE_CACHE_MAX_BYTES } = {}): PageCache {
  // A page's size counts its HTML and room for its compressed copies (about a fifth of it).
  const pages = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (page) => Math.ceil(page.heldBytes.length * 1.2) + 1, ttl: ttlMs });
  const rendering = new Map<string, Promise<{ page: CachedPage; response: ServedPage }>>();
  return {
    async get(url, builds, render) {
      const key = pageCacheKey(url, builds);
      const hit = pages.get(key);
      if (hit) return { ...hit, cached: true };
      let inFlight = rendering.get(key);
      // The request that starts the render gets its response (to log its problems once); those that share it get the page.
      const renders = !inFlight;
      if (!inFlight) {
        inFlight = render().then((response) => {
          const page: CachedPage = {
            status: response.status,
            heldBytes: response.body.toString('latin1'),
            etag: etagOf(response.body),
            pinnedBuilds: response.pinnedBuilds,
            location: response.location,
            encoded: {},
          };
          if (!response.partial) pages.set(pageCacheKey(url, response.pinnedBuilds), page);
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
