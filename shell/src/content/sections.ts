import { GLOSSARY, ROUTES_EXPOSE, SECTIONS, type RemoteName, type Translations } from 'shared';

/** The route paths of the site-wide pages sections provide (shared's sections table, `pages`). */
export type SectionPagePath = 'events/*' | 'schedule' | 'faq' | 'venue' | 'accessibility' | 'contact';
/** The Home widgets sections provide, by their expose (shared's sections table, `homeWidget`). */
export type HomeWidgetExpose = './ThingsToExperience' | './CulinaryExperiences' | './MerchandiseSection';

/**
 * The names the shell shows for the sections' parts (in loading and "temporarily unavailable"
 * messages, Home's widget placeholders, the palette's Pages group). The English are the sections
 * table's own; the table (shared) is the same in every language, so the names in each language live here.
 */
export interface SectionNames {
  /** A section's name, by remote ("Housing is temporarily unavailable"). */
  sections: Record<RemoteName, string>;
  /** A section's main page in the search palette's Pages group, by remote. */
  searchTitles: Record<RemoteName, string>;
  /** A site-wide page a section provides, by its route path. */
  pages: Record<SectionPagePath, string>;
  /** A Home widget's name, by its expose. */
  widgets: Record<HomeWidgetExpose, string>;
}

const bySection = <K extends string>(entries: Array<[string, string]>) => Object.fromEntries(entries) as Record<K, string>;

export const SECTION_NAMES: Translations<SectionNames> = {
  en: {
    sections: bySection(SECTIONS.map((section) => [section.remote, section.name])),
    searchTitles: bySection(SECTIONS.map((section) => [section.remote, section.searchTitle])),
    pages: bySection(SECTIONS.flatMap((section) => section.pages.map((page): [string, string] => [page.path, page.name]))),
    widgets: bySection(SECTIONS.flatMap((section): Array<[string, string]> => (section.homeWidget ? [[section.homeWidget.expose, section.homeWidget.name]] : []))),
  },
  ar: {
    sections: { mfe_housing: 'الإقامة', mfe_dining: 'المطاعم', mfe_explore: 'الأنشطة', mfe_shop: 'المتجر الإلكتروني', mfe_tickets: 'التذاكر', mfe_access: GLOSSARY.access.ar },
    searchTitles: { mfe_housing: 'الإقامة', mfe_dining: 'المطاعم', mfe_explore: 'الأنشطة', mfe_shop: 'المتجر الإلكتروني', mfe_tickets: 'التذاكر', mfe_access: 'الوصول والاتجاهات' },
    pages: { 'events/*': 'الفعاليات', schedule: 'جدول الفعاليات', faq: 'الأسئلة الشائعة', venue: GLOSSARY.venue.ar, accessibility: GLOSSARY.accessibility.ar, contact: 'التواصل' },
    widgets: { './ThingsToExperience': 'تجارب لا تُفوَّت', './CulinaryExperiences': 'تجارب الطعام', './MerchandiseSection': 'منتجات الفعالية' },
  },
};

/** The name of a section route (its section's for its './routes', else its page's), in `names`' language; the table's own name for one not listed. */
export function sectionRouteName(route: { remote: RemoteName; path: string; name: string; expose: string }, names: SectionNames): string {
  if (route.expose === ROUTES_EXPOSE) return names.sections[route.remote] ?? route.name;
  return names.pages[route.path as SectionPagePath] ?? route.name;
}

/** A Home widget's name in `names`' language. */
export function homeWidgetName(widget: { expose: string; name: string }, names: SectionNames): string {
  return names.widgets[widget.expose as HomeWidgetExpose] ?? widget.name;
}
