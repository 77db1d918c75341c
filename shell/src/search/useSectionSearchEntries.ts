import * as v from 'valibot';
import {
  REMOTE_NAMES,
  SEARCH_EXPOSE,
  pickTranslation,
  useLocale,
  type Locale,
  type SearchEntry,
  type SectionSearchModule,
} from 'shared';
import { SearchEntrySchema } from 'shared/site';
import { siteQueryClient, useSiteQuery } from 'shared/query';
import { remotes } from '../federation/runtime/remotes';

const isSearchEntry = (value: unknown): value is SearchEntry => v.is(SearchEntrySchema, value);

/** A section's entries in `locale`: from its translations, or the one English array of an older build. */
function entriesIn(exposed: SectionSearchModule['default'] | undefined, locale: Locale): unknown {
  if (Array.isArray(exposed) || typeof exposed !== 'object' || exposed === null) return exposed;
  return pickTranslation(exposed, locale);
}

/** Every section's entries, from its exposed './search'. A section that fails to load, or exposes garbage, contributes nothing. */
async function loadSectionEntries(locale: Locale): Promise<SearchEntry[]> {
  const results = await Promise.allSettled(
    REMOTE_NAMES.map((remote) => remotes.load<SectionSearchModule>(remote, SEARCH_EXPOSE)),
  );
  return results.flatMap((result) => {
    const entries = result.status === 'fulfilled' ? entriesIn(result.value.default, locale) : undefined;
    return Array.isArray(entries) ? entries.filter(isSearchEntry) : [];
  });
}

const sectionSearchEntriesQuery = (locale: Locale) => ({
  queryKey: ['section-search-entries', locale],
  queryFn: () => loadSectionEntries(locale),
  staleTime: Infinity,
  retry: false,
});

/** The sections' palette entries in the page's language, loaded with the palette's code (see usePalettePreload) and kept for the visit. */
export function useSectionSearchEntries(): SearchEntry[] {
  const { locale } = useLocale();
  const { data } = useSiteQuery(sectionSearchEntriesQuery(locale));
  return data ?? [];
}

/** Starts loading the sections' entries before the palette is on screen: a first key then finds them in. */
export const prefetchSectionSearchEntries = (locale: Locale): Promise<void> =>
  siteQueryClient.prefetchQuery(sectionSearchEntriesQuery(locale));
