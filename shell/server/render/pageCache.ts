import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RemoteRegistry } from '../registry';
import type { PageResponse } from './pageResponse';

/** How long a rendered page is served from the cache: live data on a page (hotels) is at most this old. */
export const PAGE_CACHE_TTL_MS = 60_000;
/** Pages kept: each URL with its query is its own page, so a crawl of odd queries cannot grow the cache without bound. */
export const PAGE_CACHE_MAX_PAGES = 500;

export interface CachedPage {
  status: number;
  body: string;
  etag: string;
  pinnedBuilds: RemoteRegistry;
}

/** A page's cache key: its URL and the remote builds it is rendered with, so a redeploy is a miss. */
export const pageCacheKey = (url: string, builds: RemoteRegistry) => `${url}\n${JSON.stringify(Object.entries(builds).sort(([a], [b]) => a.localeCompare(b)))}`;

export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export interface PageCache {
  /** The page for `url` rendered with `builds`, from the cache or rendered once however many ask at the same time. */
  get(url: string, builds: RemoteRegistry, render: () => Promise<PageResponse>): Promise<CachedPage & { cached: boolean; response?: PageResponse }>;
}

/**
 * Rendered pages per (URL, remote builds). Only whole pages are kept: one with a section the server
 * could not render, or sent for the browser to render, is rendered again next time. Concurrent
 * misses of one key share one render.
 */
export function createPageCache({ ttlMs = PAGE_CACHE_TTL_MS, maxPages = PAGE_CACHE_MAX_PAGES } = {}): PageCache {
  const pages = new LRUCache<string, CachedPage>({ max: maxPages, ttl: ttlMs });
  const rendering = new Map<string, Promise<{ page: CachedPage; response: PageResponse }>>();
  return {
    async get(url, builds, render) {
      const key = pageCacheKey(url, builds);
      const hit = pages.get(key);
      if (hit) return { ...hit, cached: true };
      let inFlight = rendering.get(key);
      if (!inFlight) {
        inFlight = render().then((response) => {
          const page = { status: response.status, body: response.body, etag: etagOf(response.body), pinnedBuilds: response.pinnedBuilds };
          if (!response.partial) pages.set(pageCacheKey(url, response.pinnedBuilds), page);
          return { page, response };
        });
        rendering.set(key, inFlight);
        void inFlight.finally(() => rendering.delete(key)).catch(() => undefined);
      }
      const { page, response } = await inFlight;
      return { ...page, cached: false, response };
    },
  };
}
