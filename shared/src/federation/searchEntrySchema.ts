import * as v from 'valibot';

/** The search palette's groups, in display order (SPEC "Search palette"). */
export const SEARCH_CATEGORIES = ['Pages', 'Housing', 'Restaurants', 'Attractions', 'Products', 'Event'] as const;

/**
 * One entry of the search palette, as a section's './search' must expose it. The shell checks each
 * entry a remote hands it with this schema. Not in shared's index (which every page loads): the
 * palette, loaded on first open, imports it by path.
 */
export const SearchEntrySchema = v.object({
  title: v.string(),
  category: v.picklist(SEARCH_CATEGORIES),
  /** A path on this site. */
  href: v.pipe(v.string(), v.startsWith('/')),
});
