/** The element of a server-rendered page that lists the files its section's first render loads. */
export const PAGE_PRELOADS_ID = 'expo-preloads';

/** A file a page's first render needs: a script, or a fetch (a remote's manifest). */
export interface PagePreload {
  href: string;
  as: 'fetch' | 'script';
}
