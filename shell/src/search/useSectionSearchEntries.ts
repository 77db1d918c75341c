import * as v from 'valibot';
import { REMOTE_NAMES, SEARCH_EXPOSE, type SearchEntry, type SectionSearchModule } from 'shared';
import { SearchEntrySchema } from 'shared/src/federation/searchEntrySchema';
import { useSiteQuery } from 'shared/query';
import { remotes } from '../federation/remotes';

const isSearchEntry = (value: unknown): value is SearchEntry => v.is(SearchEntrySchema, value);

/** Every section's entries, from its exposed './search'. A section that fails to load, or exposes garbage, contributes nothing. */
async function loadSectionEntries(): Promise<SearchEntry[]> {
  const results = await Promise.allSettled(REMOTE_NAMES.map((remote) => remotes.load<SectionSearchModule>(remote, SEARCH_EXPOSE)));
  return results.flatMap((result) => (result.status === 'fulfilled' && Array.isArray(result.value.default) ? result.value.default.filter(isSearchEntry) : []));
}

/** The sections' palette entries, loaded when the palette first mounts (its first open) and kept for the visit. */
export function useSectionSearchEntries(): SearchEntry[] {
  const { data } = useSiteQuery({ queryKey: ['section-search-entries'], queryFn: loadSectionEntries, staleTime: Infinity, retry: false });
  return data ?? [];
}
