import { createContext, useContext, useEffect } from 'react';
import { useLocale } from '../i18n/LocaleContext';
import { documentTitle, type PageMeta } from './siteCopy';

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
  const { locale } = useLocale();
  useEffect(() => {
    document.title = documentTitle(title, locale);
  }, [title, locale]);
}

/** Sets the document title only. Kept for remotes built before shared 2.5; new code declares usePageMeta. */
export function usePageTitle(title?: string) {
  usePageMeta({ title });
}
