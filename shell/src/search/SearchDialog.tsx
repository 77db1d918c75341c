import { Box, IconButton } from 'shared/mui';
import { Dialog, DialogTitle } from 'shared/mui-overlays';
import { CloseIcon, useTranslation } from 'shared';
import { SEARCH_COPY } from '../content/search';
import { SearchCombobox } from './SearchCombobox';

/**
 * The palette itself, loaded the first time it opens (see SearchPalette). The query is read by the
 * combobox alone, so a key renders the field and its list, not the dialog around them.
 */
export function SearchDialog({ open, onClose: closePalette }: { open: boolean; onClose: () => void }) {
  const copy = useTranslation(SEARCH_COPY);
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
        <SearchCombobox onSelected={closePalette} />
      </Box>
    </Dialog>
  );
}
