import { SECTIONS } from 'shared';

export interface NavItem {
  label: string;
  to: string;
}

/** The header's six section links (SPEC "Header"), in section order. */
export const NAV_ITEMS: NavItem[] = SECTIONS.map((section) => ({ label: section.navLabel, to: section.basePath }));
