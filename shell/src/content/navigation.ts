import { SECTIONS, type RemoteName } from 'shared';

export interface NavItem {
  to: string;
  /** Its section, whose link text the header shows: HEADER_COPY's `navLabels`, in the page's language. */
  remote: RemoteName;
}

/** The header's six section links (SPEC "Header"), in section order. */
export const NAV_ITEMS: NavItem[] = SECTIONS.map((section) => ({ to: section.basePath, remote: section.remote }));
