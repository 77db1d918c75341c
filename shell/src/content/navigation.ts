import { SECTIONS, type RemoteName } from 'shared';

export interface NavItem {
  /** The English label (SPEC "Header"); the header shows HEADER_COPY's, in the page's language. */
  label: string;
  to: string;
  remote: RemoteName;
}

/** The header's six section links (SPEC "Header"), in section order. */
export const NAV_ITEMS: NavItem[] = SECTIONS.map((section) => ({ label: section.navLabel, to: section.basePath, remote: section.remote }));
