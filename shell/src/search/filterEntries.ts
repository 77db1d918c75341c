import type { SearchCategory, SearchEntry } from 'shared';
import { SEARCH_CATEGORIES } from 'shared/site';

/** Display order of the palette's groups (SPEC "Search palette"). */
export const SEARCH_CATEGORY_ORDER: readonly SearchCategory[] = SEARCH_CATEGORIES;

/** A group's shown name, by category (the page's language); the category itself when not given. */
export type CategoryLabels = Partial<Record<SearchCategory, string>>;

/**
 * Text as the palette compares it: lower-cased, and with what Arabic spelling varies on folded
 * (hamza forms of alef, alef maqsura, taa marbuta, short vowels and tatweel), so "الاسئلة" finds
 * "الأسئلة". Latin text is only lower-cased.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Case-insensitive substring match on title or category (its id or its shown label). An empty query matches everything. */
export function filterEntries(
  entries: SearchEntry[],
  query: string,
  categoryLabels: CategoryLabels = {},
): SearchEntry[] {
  const needle = foldForSearch(query.trim());
  if (!needle) return entries;
  return entries.filter(
    (entry) =>
      foldForSearch(entry.title).includes(needle) ||
      foldForSearch(entry.category).includes(needle) ||
      foldForSearch(categoryLabels[entry.category] ?? '').includes(needle),
  );
}

/** Entries grouped by category in display order; within a group the original order is kept. */
export function groupEntries(entries: SearchEntry[]): Array<{ category: SearchCategory; entries: SearchEntry[] }> {
  return SEARCH_CATEGORY_ORDER.map((category) => ({
    category,
    entries: entries.filter((entry) => entry.category === category),
  })).filter((group) => group.entries.length > 0);
}

/** Filter, then flatten in group order (what a grouped listbox needs). Duplicates by href+title collapse. */
export function searchEntries(
  entries: SearchEntry[],
  query: string,
  categoryLabels: CategoryLabels = {},
): SearchEntry[] {
  const seen = new Set<string>();
  const unique = entries.filter((entry) => {
    const key = `${entry.category}|${entry.title}|${entry.href}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return groupEntries(filterEntries(unique, query, categoryLabels)).flatMap((group) => group.entries);
}
