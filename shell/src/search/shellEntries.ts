import type { SearchEntry } from 'shared';

/** The palette entries the shell owns: its pages and the event itself. Sections add their own. */
export const SHELL_SEARCH_ENTRIES: SearchEntry[] = [
  { title: 'Home', category: 'Pages', href: '/' },
  { title: 'Housing', category: 'Pages', href: '/housing' },
  { title: 'Dining', category: 'Pages', href: '/eating' },
  { title: 'Things to Do', category: 'Pages', href: '/things-to-do' },
  { title: 'E-Shop', category: 'Pages', href: '/e-shop' },
  { title: 'Tickets', category: 'Pages', href: '/tickets' },
  { title: 'Access & Directions', category: 'Pages', href: '/access' },
  { title: 'Riyadh World Expo 2030', category: 'Event', href: '/' },
  { title: 'Group Rates', category: 'Event', href: '/tickets#group-rates' },
];
