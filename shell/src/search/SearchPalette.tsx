import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useLocale, useSearchStore } from 'shared';
import { lazyOverlay } from '../layout/lazyOverlay';
import { afterNextPaint } from '../startup/whenIdle';

/** The dialog's code, its Autocomplete and MUI's overlays load on first open, not on every first load. */
export const SearchDialog = lazyOverlay('search palette', () =>
  import('./SearchDialog').then((module) => module.SearchDialog),
);

/**
 * Loads the palette's code and the sections' entries side by side (on intent, or when it opens), so
 * the entries are in before a first key instead of arriving while the visitor types.
 */
export function usePalettePreload(): () => void {
  const { locale } = useLocale();
  return useCallback(() => {
    SearchDialog.preload().catch(() => undefined);
    import('./useSectionSearchEntries')
      .then((module) => module.prefetchSectionSearchEntries(locale))
      .catch(() => undefined);
  }, [locale]);
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

/** The site search palette (SPEC section 9): its open state and query live in the shared store. */
export function SearchPalette() {
  const open = useSearchStore((state) => state.open);
  const openPalette = useSearchStore((state) => state.openPalette);
  const closePalette = useSearchStore((state) => state.closePalette);
  const preloadPalette = usePalettePreload();
  useOpenShortcut(openPalette);
  useEffect(() => {
    if (open) void afterNextPaint().then(preloadPalette);
  }, [open, preloadPalette]);
  return <SearchDialog open={open} onClose={closePalette} />;
}
