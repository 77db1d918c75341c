import { ROUTES_EXPOSE, SECTIONS, type Locale, type RemoteName, type Translations } from 'shared';
import type { HomeWidget, SectionRoute } from 'shared/site';

/**
 * The names the shell shows for the sections' parts (in loading and "temporarily unavailable"
 * messages, Home's widget placeholders, the palette's Pages group), in one language: the sections
 * table's (shared), which holds each in every language.
 */
export interface SectionNames {
  /** A section's name, by remote ("Housing is temporarily unavailable"). */
  sections: Record<RemoteName, string>;
  /** A section's main page in the search palette's Pages group, by remote. */
  searchTitles: Record<RemoteName, string>;
  /** A site-wide page a section provides, by its route path. */
  pages: Record<string, string>;
  /** A Home widget's name, by its expose. */
  widgets: Record<string, string>;
}

const bySection = <K extends string>(entries: Array<[string, string]>) =>
  Object.fromEntries(entries) as Record<K, string>;

const namesIn = (locale: Locale): SectionNames => ({
  sections: bySection(SECTIONS.map((section) => [section.remote, section.name[locale]])),
  searchTitles: bySection(SECTIONS.map((section) => [section.remote, section.searchTitle[locale]])),
  pages: bySection(
    SECTIONS.flatMap((section) => section.pages.map((page): [string, string] => [page.path, page.name[locale]])),
  ),
  widgets: bySection(
    SECTIONS.flatMap((section): Array<[string, string]> =>
      section.homeWidget ? [[section.homeWidget.expose, section.homeWidget.name[locale]]] : [],
    ),
  ),
});

export const SECTION_NAMES: Translations<SectionNames> = { en: namesIn('en'), ar: namesIn('ar') };

/** The name of a section route in `names`' language: its section's for its './routes', else its page's. */
export function sectionRouteName(route: SectionRoute, names: SectionNames): string {
  return route.expose === ROUTES_EXPOSE ? names.sections[route.remote] : names.pages[route.path];
}

/** A Home widget's name in `names`' language. */
export function homeWidgetName(widget: HomeWidget, names: SectionNames): string {
  return names.widgets[widget.expose];
}
