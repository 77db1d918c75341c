import { create } from 'zustand';

/** A new version of the site, ready: what the update prompt offers (set by registerServiceWorker.ts). */
interface SiteUpdates {
  /** Takes the new version: set once there is one, never applied without the visitor asking. */
  apply?: () => void;
  offer: (apply: () => void) => void;
}

export const useSiteUpdates = create<SiteUpdates>((set) => ({
  apply: undefined,
  offer: (apply) => set({ apply }),
}));
