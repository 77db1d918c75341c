import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Autocomplete, Box, Dialog, DialogTitle, ListSubheader, TextField, type PopperProps } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useSearchStore, type SearchEntry } from 'shared';
import { searchEntries } from './filterEntries';
import { SHELL_SEARCH_ENTRIES } from './shellEntries';
import { useSectionSearchEntries } from './useSectionSearchEntries';

/** SPEC section 9: the result list is at most 300px tall. */
export const PALETTE_LIST_MAX_HEIGHT = 300;

// The list renders in the dialog's flow instead of a floating popper.
function InlineList({ children, open }: PopperProps) {
  return open ? <Box sx={{ mt: 1 }}>{typeof children === 'function' ? null : (children as ReactNode)}</Box> : null;
}

/** Ctrl+K / ⌘+K opens the palette from anywhere, from the first paint on (hence a layout effect). */
function useOpenShortcut(open: () => void) {
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

export function SearchPalette() {
  const { open, query, openPalette, closePalette, setQuery } = useSearchStore();
  const navigate = useNavigate();
  const [everOpened, setEverOpened] = useState(false);
  useOpenShortcut(openPalette);
  useEffect(() => {
    if (open) setEverOpened(true);
  }, [open]);

  const sectionEntries = useSectionSearchEntries(everOpened);
  const entries = useMemo(() => [...SHELL_SEARCH_ENTRIES, ...sectionEntries], [sectionEntries]);

  const select = (entry: SearchEntry | null) => {
    if (!entry) return;
    closePalette();
    navigate(entry.href);
  };

  return (
    <Dialog open={open} onClose={closePalette} fullWidth maxWidth="sm" aria-labelledby="search-palette-title" slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: '10vh' } } }}>
      <DialogTitle id="search-palette-title" sx={{ pb: 1 }}>
        Search the expo
      </DialogTitle>
      <Box sx={{ px: 3, pb: 3 }}>
        <Autocomplete<SearchEntry, false, false, false, 'div', undefined>
          open
          disablePortal
          autoHighlight
          openOnFocus
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
          filterOptions={(options, state) => searchEntries(options, state.inputValue)}
          groupBy={(entry) => entry.category}
          getOptionLabel={(entry) => entry.title}
          getOptionKey={(entry) => `${entry.category}|${entry.title}|${entry.href}`}
          isOptionEqualToValue={(a, b) => a.href === b.href && a.title === b.title}
          noOptionsText="No results found."
          renderGroup={(params) => (
            // listbox > group > option is the ARIA structure for a grouped list.
            <li key={params.key} role="group" aria-labelledby={`search-group-${params.key}`}>
              <ListSubheader id={`search-group-${params.key}`} component="div" sx={{ fontWeight: 700, lineHeight: '32px' }}>
                {params.group}
              </ListSubheader>
              <Box component="ul" role="presentation" sx={{ p: 0 }}>
                {params.children}
              </Box>
            </li>
          )}
          slots={{ popper: InlineList }}
          slotProps={{
            listbox: { sx: { maxHeight: PALETTE_LIST_MAX_HEIGHT } },
            paper: { elevation: 0, variant: 'outlined' } as object,
          }}
          renderInput={(params) => (
            <TextField {...params} autoFocus label="Search" placeholder="Search hotels, restaurants, attractions, tickets, products…" />
          )}
        />
      </Box>
    </Dialog>
  );
}
