import type { JsonLd } from './siteCopy';

function resolve(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, origin));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'url' && typeof field === 'string' && field.startsWith('/')
        ? new URL(field, origin).href
        : resolve(field, origin),
    ]),
  );
}

/**
 * The page's JSON-LD with every `url` that is a path of the site ('/tickets') made absolute against
 * the site's public origin. Sections only know paths; schema.org consumers want absolute URLs, so
 * the server applies this when it writes the page. Not in shared's index: only the server needs it.
 */
export function withAbsoluteUrls(items: JsonLd[], origin: string): JsonLd[] {
  return resolve(items, origin) as JsonLd[];
}
