import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * Brotli's quality for the response a fresh render is waiting on, and for a page served again from
 * the cache. A fresh page's compression is on its visitor's path, and most URLs with a query are
 * asked once, so it takes a faster quality for a slightly larger body. A page asked again is worth a
 * slower, smaller one, made once for all the visitors after (measured: docs/performance-log.md).
 */
export const BROTLI_QUALITY = { fresh: 3, cached: 5 } as const;

export const brotliOf = (html: Buffer, quality: number) =>
  brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });

/** A page's ETag: of its HTML's bytes. */
export const etagOf = (html: Buffer) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * The ETag of a page as sent in one encoding: each encoding its own, so a cache never answers a
 * request with another encoding's bytes. Brotli's is weak: a fresh page's copy and the cache's later
 * one are compressed at different qualities, the same page in different bytes.
 */
export function representationEtag(pageEtag: string, encoding: ContentEncoding | undefined): string {
  if (!encoding) return pageEtag;
  const suffixed = `${pageEtag.slice(0, -1)}-${encoding}"`;
  return encoding === 'br' ? `W/${suffixed}` : suffixed;
}

/** Whether If-None-Match names `etag` (a list, `*`, weak or strong: If-None-Match compares weakly). */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
