import { SECTIONS } from '../sections';

const QUERY_PARAMS_BY_PAGE: Readonly<Record<string, readonly string[]>> = Object.assign(
  {},
  ...SECTIONS.map((section) => section.queryParams ?? {}),
);

/**
 * The part of a page URL's query that the page reads (the sections table's `queryParams`), in the
 * order the URL gives it, or '' when none: `/e-shop?category=apparel&utm_source=x` renders as
 * `/e-shop?category=apparel`, and `/housing?anything` as `/housing`. `pagePath` is the page's
 * canonical path without its language prefix.
 */
export function pageQuery(pagePath: string, search: string): string {
  const names = QUERY_PARAMS_BY_PAGE[pagePath];
  if (!names || search === '' || search === '?') return '';
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (names.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
