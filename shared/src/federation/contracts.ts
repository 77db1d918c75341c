import type { ComponentType } from 'react';
import type { SearchEntry } from '../types';
import type { Translations } from '../i18n/translations';

/**
 * What every remote exposes and the shell relies on (its `src/exposes/routes.tsx` and `src/exposes/search.ts`).
 * './routes': the section's pages, routed relative to the section's base path.
 * './search': the section's entries for the search palette.
 */
export interface SectionRoutesModule {
  default: ComponentType;
}

/**
 * A section's palette entries in every language (their `href`s are paths within the language, as
 * links are). A build from before the Arabic site exposes one English array: the shell shows it in both.
 */
export interface SectionSearchModule {
  default: Translations<SearchEntry[]> | SearchEntry[];
}

export {
  REMOTE_NAMES,
  ROUTES_EXPOSE,
  SEARCH_EXPOSE,
  SECTIONS,
  type HomeWidget,
  type RemoteName,
  type Section,
  type SectionPage,
} from '../sections';
