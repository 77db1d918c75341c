/**
 * Whether a site path is a page, which the site server renders and the service worker answers
 * offline: not the API, not a remote's file, and no file name (an extension in the last segment,
 * read as Node's path.extname reads it: from the last dot, unless that is the name's first character or the name is '..').
 */
export function isPagePath(pathname: string): boolean {
  if (pathname.startsWith('/api/') || /^\/mfe-[a-z]+\//.test(pathname)) return false;
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const hasExtension = name.lastIndexOf('.') > 0 && name !== '..';
  return !hasExtension;
}
