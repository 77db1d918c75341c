import { SECTIONS, type SearchEntry } from 'shared';

/** The palette entries the shell owns: its pages (Home, then each section's main page) and the event itself. Sections add their own. */
export const SHELL_SEARCH_ENTRIES: SearchEntry[] = [
  { title: 'Home', category: 'Pages', href: '/' },
  ...SECTIONS.map((section): SearchEntry => ({ title: section.searchTitle, category: 'Pages', href: section.basePath })),
  { title: 'Riyadh World Expo 2030', category: 'Event', href: '/' },
  { title: 'Group Rates', category: 'Event', href: '/tickets#group-rates' },
];
