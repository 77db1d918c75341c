import fp from 'fastify-plugin';
import helmet from 'helmet';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';
import { noStoreOnErrors, refuseUnservedHost } from '../operations/responsePolicy';

export interface SecurityOptions {
  /** The remotes' origins, which the Content Security Policy lets scripts come from. */
  remoteOrigins: string[];
  /** The host names requests may name (SITE_ORIGIN's, SITE_HOSTS, loopback): others get a 421. */
  servedHostnames: () => ReadonlySet<string>;
}

/** Security headers on every answer, the Host check, and no caching of any error. */
export default fp<SecurityOptions>(
  async (app, { remoteOrigins, servedHostnames }) => {
    // Helmet's headers from one middleware made here: @fastify/helmet made it anew for every request
    // (parsing the CSP's directives each time), a noticeable share of the site server's CPU a page.
    const securityHeaders = helmet({
      contentSecurityPolicy: contentSecurityPolicy(remoteOrigins),
      // Remote files are loaded by shells on other origins; everything else stays same-origin.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
    );
    app.addHook('onRequest', refuseUnservedHost(servedHostnames));
    app.addHook('onSend', noStoreOnErrors);
  },
  { name: 'security' },
);
