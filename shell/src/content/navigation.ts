import { SECTIONS, type RemoteName, type Translations } from 'shared';

export interface NavItem {
  to: string;
  /** Its section, whose link text the header shows: HEADER_COPY's `navLabels`, in the page's language. */
  remote: RemoteName;
}

/** The header's six section links (SPEC "Header"), in section order. */
export const NAV_ITEMS: NavItem[] = SECTIONS.map((section) => ({ to: section.basePath, remote: section.remote }));

/** A section's page by its path, as the sections table names it: where it is and its name. */
function sectionPage(path: string): { to: string; name: Translations<string> } {
  const page = SECTIONS.flatMap((section) => section.pages).find((each) => each.path === path);
  if (!page) throw new Error(`no section has a page at /${path}`);
  return { to: `/${path}`, name: page.name };
}

/** The practical page (prayer times, water, first aid, lost and found): the footer and the menu link it. */
export const PRACTICAL_PAGE = sectionPage('practical');
