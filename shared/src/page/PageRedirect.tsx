import { useContext } from 'react';
import { Navigate } from '../../router';
import { PageMetaContext, usePageMeta } from './pageMeta';

/**
 * A URL that is another page's address (`/events` → the events schedule): a real 301 from the
 * server, which never sends this page's HTML; in the browser, a replace navigation.
 */
export function PageRedirect({ to }: { to: string }) {
  usePageMeta({ redirectTo: to });
  // On the server the redirect is the response's status; a router redirect there would only warn.
  return useContext(PageMetaContext) ? null : <Navigate to={to} replace />;
}
