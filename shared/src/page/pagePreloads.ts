/** The element of a server-rendered page that lists the files its first render loads (and those it fetches once idle). */
export const PAGE_PRELOADS_ID = 'expo-preloads';

/** A file a page needs: a script, or a fetch (a remote's manifest). */
export interface PagePreload {
  href: string;
  as: 'fetch' | 'script';
  /** Not for the first render: fetched (not run) once the page has loaded and the browser is idle. */
  idle?: true;
}
