import type { ComponentType } from 'react';
import type { SearchEntry } from '../types';

/**
 * What every remote exposes and the shell relies on (its `src/exposes/routes.tsx` and `src/exposes/search.ts`).
 * './routes': the section's pages, routed relative to the section's base path.
 * './search': the section's entries for the search palette.
 */
export interface SectionRoutesModule {
  default: ComponentType;
}

export interface SectionSearchModule {
  default: SearchEntry[];
}

export { REMOTE_NAMES, ROUTES_EXPOSE, SEARCH_EXPOSE, SECTIONS, type HomeWidget, type RemoteName, type Section, type SectionPage } from '../sections';
