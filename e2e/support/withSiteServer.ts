import { createSiteServer, loadRegistry, type SiteServerOptions } from 'site-server';
import { siteServerOptions } from 'site-server/testing';

/**
 * A site server of the test's own (the default registry and the API limit raised, unless `options`
 * say otherwise), for a fault that must reach the server's render too, not only the browser: `use`
 * gets its base URL, and the server is closed after it.
 */
export async function withSiteServer(options: Partial<SiteServerOptions>, use: (base: string) => Promise<void>) {
  const site = await createSiteServer(
    await siteServerOptions({
      registry: loadRegistry({}),
      apiRateLimit: { max: 100_000, windowMs: 60_000 },
      ...options,
    }),
  );
  try {
    await use(await site.listen({ port: 0, host: '127.0.0.1' }));
  } finally {
    // The test's page is still open and may be fetching (a prefetched remote, an image): Node keeps a
    // socket busy at close() open for its keep-alive timeout, and the browser may reuse it, so the
    // test's server drops its connections rather than wait on a page the test is done with.
    const closed = site.close();
    site.server.closeAllConnections();
    await closed;
  }
}
