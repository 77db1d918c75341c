import type { SearchCategory, SearchEntry } from 'shared';
import { SEARCH_CATEGORIES } from 'shared/src/federation/searchEntrySchema';

/** Display order of the palette's groups (SPEC "Search palette"). */
export const SEARCH_CATEGORY_ORDER: readonly SearchCategory[] = SEARCH_CATEGORIES;

/** Case-insensitive substring match on title or category. An empty query matches everything. */
export function filterEntries(entries: SearchEntry[], query: string): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  return entries.filter((entry) => entry.title.toLowerCase().includes(needle) || entry.category.toLowerCase().includes(needle));
}

/** Entries grouped by category in display order; within a group the original order is kept. */
export function groupEntries(entries: SearchEntry[]): Array<{ category: SearchCategory; entries: SearchEntry[] }> {
  return SEARCH_CATEGORY_ORDER.map((category) => ({ category, entries: entries.filter((entry) => entry.category === category) })).filter((group) => group.entries.length > 0);
}

/** Filter, then flatten in group order (what a grouped listbox needs). Duplicates by href+title collapse. */
export function searchEntries(entries: SearchEntry[], query: string): SearchEntry[] {
  const seen = new Set<string>();
  const unique = entries.filter((entry) => {
    const key = `${entry.category}|${entry.title}|${entry.href}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return groupEntries(filterEntries(unique, query)).flatMap((group) => group.entries);
}
