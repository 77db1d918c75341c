import { useLayoutEffect } from 'react';
import { useSearchStore } from 'shared';
import { lazyOverlay } from '../layout/lazyOverlay';

/** The dialog's code, its Autocomplete and MUI's overlays load on first open, not on every first load. */
export const SearchDialog = lazyOverlay('search palette', () =>
  import('./SearchDialog').then((module) => module.SearchDialog),
);

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

/** The site search palette (SPEC section 9): its open state and query live in the shared store. */
export function SearchPalette() {
  const open = useSearchStore((state) => state.open);
  const openPalette = useSearchStore((state) => state.openPalette);
  const closePalette = useSearchStore((state) => state.closePalette);
  useOpenShortcut(openPalette);
  return <SearchDialog open={open} onClose={closePalette} />;
}
