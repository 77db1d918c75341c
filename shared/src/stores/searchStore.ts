import { create } from 'zustand';

/** The search palette's state: shared so any section can open it or read the query. */
export interface SearchState {
  open: boolean;
  query: string;
  openPalette: () => void;
  closePalette: () => void;
  setQuery: (query: string) => void;
}

export const useSearchStore = create<SearchState>()((set) => ({
  open: false,
  query: '',
  openPalette: () => set({ open: true }),
  // Closing (by selection, Escape or backdrop) clears the query, per SPEC "Search dialog".
  closePalette: () => set({ open: false, query: '' }),
  setQuery: (query) => set({ query }),
}));
