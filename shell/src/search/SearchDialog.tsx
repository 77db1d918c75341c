import { useMemo, type ReactNode } from 'react';
import { Box, IconButton, ListSubheader } from 'shared/mui';
import { Autocomplete, Dialog, DialogTitle, TextField, type PopperProps } from 'shared/mui-overlays';
import { useNavigate } from 'shared/router';
import { CloseIcon, useLocale, useSearchStore, useTranslation, type SearchEntry } from 'shared';
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

/** The palette itself, loaded the first time it opens (see SearchPalette). */
export function SearchDialog({ open, onClose: closePalette }: { open: boolean; onClose: () => void }) {
  const { query, setQuery } = useSearchStore();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const copy = useTranslation(SEARCH_COPY);
  const sectionEntries = useSectionSearchEntries();
  const entries = useMemo(() => [...SHELL_SEARCH_ENTRIES[locale], ...sectionEntries], [locale, sectionEntries]);

  const select = (entry: SearchEntry | null) => {
    if (!entry) return;
    closePalette();
    navigate(entry.href);
  };

  return (
    <Dialog
      open={open}
      onClose={closePalette}
      fullWidth
      maxWidth="sm"
      aria-labelledby="search-palette-title"
      slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', paddingInlineEnd: '12px' }}>
        <DialogTitle id="search-palette-title" sx={{ pb: 1, flexGrow: 1 }}>
          {copy.title}
        </DialogTitle>
        <IconButton onClick={closePalette} aria-label={copy.close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 3, pb: 3 }}>
        <Autocomplete<SearchEntry, false, false, false, 'div', undefined>
          open
          disablePortal
          autoHighlight
          openOnFocus
          // The list is always open: no toggle button (it only closed the list, and made the field look like a dropdown).
          forcePopupIcon={false}
          options={entries}
          value={null}
          inputValue={query}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input' || reason === 'clear') setQuery(value);
          }}
          onChange={(_event, entry) => select(entry)}
          onClose={(_event, reason) => {
            if (reason === 'escape') closePalette();
          }}
          filterOptions={(options, state) => searchEntries(options, state.inputValue, copy.categories)}
          groupBy={(entry) => entry.category}
          getOptionLabel={(entry) => entry.title}
          getOptionKey={(entry) => `${entry.category}|${entry.title}|${entry.href}`}
          isOptionEqualToValue={(a, b) => a.href === b.href && a.title === b.title}
          noOptionsText={copy.noResults}
          renderGroup={(params) => (
            // listbox > group > option is the ARIA structure for a grouped list; a group is not a list item,
            // so the listbox is a div (below) and each group a div holding its options' list.
            <Box key={params.key} role="group" aria-labelledby={`search-group-${params.key}`}>
              <ListSubheader
                id={`search-group-${params.key}`}
                component="div"
                sx={{ fontWeight: 700, lineHeight: '32px' }}
              >
                {copy.categories[params.group as SearchEntry['category']] ?? params.group}
              </ListSubheader>
              <Box component="ul" role="presentation" sx={{ p: 0 }}>
                {params.children}
              </Box>
            </Box>
          )}
          slots={{ popper: InlineList }}
          slotProps={{
            listbox: { component: 'div', sx: { maxHeight: PALETTE_LIST_MAX_HEIGHT } } as object,
            paper: { elevation: 0, variant: 'outlined' } as object,
          }}
          renderInput={(params) => (
            // The palette is a modal dialog: focus goes to its one field when it opens (WAI-ARIA dialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            <TextField {...params} autoFocus label={copy.label} placeholder={copy.placeholder} />
          )}
        />
      </Box>
    </Dialog>
  );
}
