/**
 * The site's public origin (SITE_ORIGIN) and the host names it answers to. The origin is the only one
 * ever written into an answer (robots.txt, the sitemap, canonical and Open Graph URLs): a request's
 * Host or X-Forwarded-* never is, so no cache can be made to keep a page naming another site.
 */

/** SITE_ORIGIN as an origin (`https://expo.example`), or `http://localhost:PORT` when unset, for `npm start`. */
export function parseSiteOrigin(value: string | undefined, port: number): string {
  const text = value?.trim() ?? '';
  if (text === '') return `http://localhost:${port}`;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `SITE_ORIGIN: "${text}" is not an origin: give the site's public address as scheme and host, such as https://expo.example`,
    );
  }
  return url.origin;
}

/** Host names every instance answers to besides the site's own: its own machine (health checks, `npm start`). */
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The host names the site serves: its origin's, SITE_HOSTS' (other names of the same site) and loopback. */
export function servedHostnames(siteOrigin: string, otherHosts: string | undefined = ''): Set<string> {
  const others = otherHosts
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean)
    .map((host) => {
      const hostname = hostnameOf(host);
      if (!hostname) throw new Error(`SITE_HOSTS: "${host}" is not a host name`);
      return hostname;
    });
  return new Set([new URL(siteOrigin).hostname, ...others, ...LOOPBACK_HOSTNAMES]);
}

/** The host name of a Host header's value (`Expo.Example:8443` → `expo.example`); undefined when it is not a valid host and port. */
export function hostnameOf(host: string): string | undefined {
  // A host, an IPv6 literal in brackets and a port: nothing that would make the URL below read a user, path or query.
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The authority a request names: an absolute-form target's own (`GET https://host/path`, which
 * HTTP/1.1 says wins over the Host header), else its Host header; undefined when it names none (HTTP/1.0).
 */
export function requestAuthority(target: string, hostHeader: string | undefined): string | undefined {
  if (target.startsWith('/') || target === '*') return hostHeader;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(target);
  return scheme ? scheme[1] : '';
}

/** A request target in origin form (`/path?query`): an absolute-form target's path and query alone. */
export function originFormTarget(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}
