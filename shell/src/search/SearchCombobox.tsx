import { memo, useDeferredValue, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import { Box, ListSubheader } from 'shared/mui';
import { Autocomplete, TextField, type PopperProps } from 'shared/mui-overlays';
import { useNavigate } from 'shared/router';
import { useLocale, useSearchStore, useTranslation, type SearchEntry } from 'shared';
import { SEARCH_COPY } from '../content/search';
import { searchEntries } from './filterEntries';
import { SHELL_SEARCH_ENTRIES } from './shellEntries';
import { useSectionSearchEntries } from './useSectionSearchEntries';

/** SPEC section 9: the result list is at most 300px tall. */
export const PALETTE_LIST_MAX_HEIGHT = 300;

// The list renders in the dialog's flow instead of a floating popper.
function InlineList({ children, open }: PopperProps) {
  return open ? <Box sx={{ mt: 1 }}>{typeof children === 'function' ? null : (children as ReactNode)}</Box> : null;
}

// Each key renders the whole Autocomplete again; a group's heading only changes with the language.
const GroupHeading = memo(function GroupHeading({ id, children }: { id: string; children: string }) {
  return (
    <ListSubheader id={id} component="div" sx={{ fontWeight: 700, lineHeight: '32px' }}>
      {children}
    </ListSubheader>
  );
});

const LISTBOX_PROPS = {
  component: 'div',
  // A group's options sit in a plain list: no indent of its own.
  sx: { maxHeight: PALETTE_LIST_MAX_HEIGHT, '& [role="group"] > ul': { p: 0 } },
};

/** The palette's field and grouped result list; the query lives in the shared store. */
export function SearchCombobox({ onSelected }: { onSelected: () => void }) {
  const query = useSearchStore((state) => state.query);
  const setQuery = useSearchStore((state) => state.setQuery);
  const navigate = useNavigate();
  const { locale } = useLocale();
  const copy = useTranslation(SEARCH_COPY);
  const sectionEntries = useSectionSearchEntries();
  const entries = useMemo(() => [...SHELL_SEARCH_ENTRIES[locale], ...sectionEntries], [locale, sectionEntries]);
  // A key renders the field at once and the list when the main thread is free, as do the sections'
  // entries arriving: the list's new DOM and its layout stay out of a key's own frame, and a fast
  // typist's keys skip lists no one sees.
  const listQuery = useDeferredValue(query);
  const listEntries = useDeferredValue(entries);
  const results = useMemo(
    () => searchEntries(listEntries, listQuery, copy.categories),
    [listEntries, listQuery, copy.categories],
  );
  const choose = (entry: SearchEntry | null | undefined) => {
    if (!entry) return;
    onSelected();
    navigate(entry.href);
  };
  // Enter before the list has caught up with the typed text picks what that text finds first, as the
  // list will; otherwise it is MUI's (the highlighted option is one the visitor sees).
  const chooseBeforeListCatchesUp = (event: KeyboardEvent & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || listQuery === query) return;
    event.defaultMuiPrevented = true;
    event.preventDefault();
    choose(searchEntries(entries, query, copy.categories)[0]);
  };

  return (
    <Autocomplete<SearchEntry, false, false, false, 'div', undefined>
      open
      disablePortal
      autoHighlight
      openOnFocus
      // The list is always open: no toggle button (it only closed the list, and made the field look like a dropdown).
      forcePopupIcon={false}
      options={results}
      value={null}
      inputValue={query}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' || reason === 'clear') setQuery(value);
      }}
      onChange={(_event, entry) => choose(entry)}
      onKeyDown={chooseBeforeListCatchesUp}
      onClose={(_event, reason) => {
        if (reason === 'escape') onSelected();
      }}
      filterOptions={(options) => options}
      groupBy={(entry) => entry.category}
      getOptionLabel={(entry) => entry.title}
      getOptionKey={(entry) => `${entry.category}|${entry.title}|${entry.href}`}
      isOptionEqualToValue={(a, b) => a.href === b.href && a.title === b.title}
      noOptionsText={copy.noResults}
      renderGroup={(params) => (
        // listbox > group > option is the ARIA structure for a grouped list; a group is not a list item,
        // so the listbox is a div (below) and each group a div holding its options' list.
        <div key={params.key} role="group" aria-labelledby={`search-group-${params.key}`}>
          <GroupHeading id={`search-group-${params.key}`}>
            {copy.categories[params.group as SearchEntry['category']] ?? params.group}
          </GroupHeading>
          <ul role="presentation">{params.children}</ul>
        </div>
      )}
      slots={{ popper: InlineList }}
      slotProps={{
        listbox: LISTBOX_PROPS as object,
        paper: { elevation: 0, variant: 'outlined' } as object,
      }}
      renderInput={(params) => (
        // The palette is a modal dialog: focus goes to its one field when it opens (WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <TextField {...params} autoFocus label={copy.label} placeholder={copy.placeholder} />
      )}
    />
  );
}
