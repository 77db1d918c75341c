import type { ComponentType } from 'react';
import type { SearchEntry } from '../types';

/**
 * What every remote exposes and the shell relies on (see REMOTE_CONTRACT in build/createWebpackConfig.js).
 * './routes': the section's pages, routed relative to the section's base path.
 * './search': the section's entries for the search palette.
 */
export interface SectionRoutesModule {
  default: ComponentType;
}

export interface SectionSearchModule {
  default: SearchEntry[];
}

/** Federation names of the six remotes, as in the remote registry. */
export const REMOTE_NAMES = ['mfe_housing', 'mfe_dining', 'mfe_explore', 'mfe_shop', 'mfe_tickets', 'mfe_access'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
