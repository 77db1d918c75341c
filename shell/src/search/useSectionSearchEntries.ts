import { useEffect, useState } from 'react';
import { REMOTE_NAMES, type SearchEntry, type SectionSearchModule } from 'shared';
import { loadRemoteModule } from '../federation/remoteLoader';

function isSearchEntry(value: unknown): value is SearchEntry {
  const entry = value as SearchEntry;
  return typeof entry?.title === 'string' && typeof entry?.category === 'string' && typeof entry?.href === 'string' && entry.href.startsWith('/');
}

/**
 * Each section contributes its own entries through its exposed './search' module, loaded when the
 * palette first mounts (its first open). A section that fails to load, or exposes garbage, contributes nothing.
 */
export function useSectionSearchEntries(): SearchEntry[] {
  const [entries, setEntries] = useState<SearchEntry[]>([]);

  useEffect(() => {
    let cancelled = false;
    Promise.allSettled(REMOTE_NAMES.map((remote) => loadRemoteModule<SectionSearchModule>(remote, './search'))).then((results) => {
      if (cancelled) return;
      const loaded = results.flatMap((result) =>
        result.status === 'fulfilled' && Array.isArray(result.value.default) ? result.value.default.filter(isSearchEntry) : [],
      );
      setEntries(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return entries;
}
