import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Expo Guide';
const HOME_TITLE = `${SITE_NAME} | Riyadh World Expo 2030`;
export const DEFAULT_DESCRIPTION = 'Expo Guide: tickets, housing, dining, things to do and directions for the world expo at Riyadh Expo City, Oct 1, 2030 – Mar 31, 2031.';

/** A schema.org object for the page's JSON-LD (`@context` is added when the page is written). */
export type JsonLd = { '@type': string } & Record<string, unknown>;

/** What a page says about itself: its title, description and structured data, and whether it is a "not found". */
export interface PageMeta {
  /** The page's own title, without the site name ("Housing"); none on Home. */
  title?: string;
  /** The meta and Open Graph description; the site's default when absent. */
  description?: string;
  /** An absolute image URL for link previews. */
  image?: string;
  /** schema.org objects this page is about (an Event, a Product, an Article). */
  jsonLd?: JsonLd[];
  /** An unknown route, id or slug: the server answers 404 with this page. */
  notFound?: boolean;
  /** The page's one URL (a path) when it is also reached at another (a product's /details): the canonical link. */
  canonicalPath?: string;
  /** This URL is another page's old or short address: the server answers 301 to it (see PageRedirect). */
  redirectTo?: string;
}

/** "Housing" → "Housing | Expo Guide"; no title → the site's own. */
export const documentTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : HOME_TITLE);

/**
 * The server's per-request collector: the page being rendered reports its metadata here, and the
 * server writes it into the document's head and status line. Absent in the browser.
 */
export interface PageMetaCollector {
  report(meta: PageMeta): void;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

/**
 * Declares the current page's metadata. On the server it goes into the HTML (title, description,
 * canonical link, Open Graph, JSON-LD, a 404 status); in the browser it keeps the document title
 * in step as the visitor moves between pages. The innermost page's call wins.
 */
export function usePageMeta(meta: PageMeta) {
  const collector = useContext(PageMetaContext);
  // Rendering on the server: reporting during render is the only chance (effects never run there).
  collector?.report(meta);
  const { title } = meta;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** Sets the document title only. Kept for remotes built before shared 2.5; new code declares usePageMeta. */
export function usePageTitle(title?: string) {
  usePageMeta({ title });
}
