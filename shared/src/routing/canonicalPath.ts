/**
 * The one spelling of a page path: lowercase, single slashes, no trailing slash. A typed or shared
 * URL that differs from it only by case or slashes (`/E-SHOP/SAKURA-CAP`, `/housing/`) is the same
 * page; the site server answers it with a 301 and the client router replaces it.
 */
export function canonicalPath(pathname: string): string {
  const collapsed = pathname.replace(/[/\\]+/g, '/').toLowerCase();
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}
